import { useMutation } from '@tanstack/react-query';
import { TelegramLink } from '@cakewalk/shared/schemas/channels/telegram.ts';
import { apiCall } from '../../../lib/infra/api-client.ts';

const LINK_FAILED = 'Could not make a Telegram link';

function createTelegramLink(): Promise<TelegramLink> {
  return apiCall('create-telegram-link', { schema: TelegramLink, fallback: LINK_FAILED });
}

export function useCreateTelegramLink() {
  return useMutation({ mutationFn: createTelegramLink, meta: { errorShownInForm: true } });
}
