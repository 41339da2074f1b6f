import * as z from 'zod/mini';
import '../zod.ts';

/**
 * The ways of reaching a person that depend on how this server is set up, for pages shown before
 * sign-in (sign-up asks for a Telegram username only where a bot can be linked). The signed-in
 * settings say the same (`telegram_available`).
 */
export const ChannelsAvailable = z.object({ telegram_available: z.boolean() });
export type ChannelsAvailable = z.infer<typeof ChannelsAvailable>;
