import { useQuery } from '@tanstack/react-query';
import { ChannelsAvailable } from '@cakewalk/shared/schemas/channels/available.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';

// The server's own set-up, the same for everyone and read by sign-up only (the profile reads it
// from the settings): its cache key lives here rather than in query-keys.ts, which every page's
// first load carries.
const CHANNELS_KEY = ['channels'] as const;

/**
 * Which channels this server offers, before sign-in: it changes only with the server's set-up,
 * so it is asked once a visit. Until it answers (or if it fails) nothing depending on it is offered.
 */
export function useChannelsAvailable() {
  return useQuery({
    queryKey: CHANNELS_KEY,
    queryFn: () => apiCall('get-channels', { schema: ChannelsAvailable, fallback: 'Could not read what this server offers' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
