import { useQuery } from '@tanstack/react-query';
import { ChannelsAvailable } from '@cakewalk/shared/schemas/channels/available.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';
import { queryKeys } from '../../../lib/infra/query-keys.ts';

/**
 * Which channels this server offers, before sign-in: it changes only with the server's set-up,
 * so it is asked once a visit. Until it answers (or if it fails) nothing depending on it is offered.
 */
export function useChannelsAvailable() {
  return useQuery({
    queryKey: queryKeys.channels,
    queryFn: () => apiCall('get-channels', { schema: ChannelsAvailable, fallback: 'Could not read what this server offers' }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
