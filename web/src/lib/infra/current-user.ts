import { useQuery } from '@tanstack/react-query';
import { User } from '@cakewalk/shared/schemas/account/user.ts';
import { apiCall } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { getToken, readStoredUser, saveUser, useToken } from './session.ts';

async function fetchCurrentUser(): Promise<User | null> {
  const token = getToken();
  if (!token) {
    console.warn('No token stored; the current user is not loaded');
    return null;
  }
  try {
    const user = await apiCall('get-me', { schema: User, fallback: 'Could not load your profile' });
    // A sign-out (or a 401 elsewhere) while this was in flight must not bring the user back.
    if (getToken() === token) saveUser(user);
    return user;
  } catch (error) {
    // Logged for whoever debugs it; callers see the failure through the query's error state.
    console.error('Loading the current user failed', error);
    throw error;
  }
}

/** The signed-in user, shared by the header and every page that needs the user id. */
export function useCurrentUser() {
  const token = useToken();
  return useQuery({
    queryKey: queryKeys.me,
    queryFn: fetchCurrentUser,
    enabled: token !== null,
    // The user saved at login shows at once; /users/me then confirms it.
    initialData: readStoredUser,
    initialDataUpdatedAt: 0,
  });
}
