import type { ChannelsAvailable } from '@cakewalk/shared/schemas/channels/available.ts';
import { botUsername } from '../../telegram/config.ts';

// Apart from the settings, which read the table: the public route that says this touches none.
/** Which ways of reaching a person this server offers: a Telegram bot only when one is set up. */
export function channelsAvailable(): ChannelsAvailable {
  return { telegram_available: botUsername() !== undefined };
}
