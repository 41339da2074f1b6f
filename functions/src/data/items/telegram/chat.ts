import * as z from 'zod/mini';
import { itemKind, type Key } from '../item-kind.ts';

export const telegramChatKey = (chatId: number): Key => ({ pk: `TGCHAT#${chatId}`, sk: 'CHAT' });
export const telegramUpdateKey = (updateId: number): Key => ({ pk: `TGUPDATE#${updateId}`, sk: 'UPDATE' });

export const telegramChatKind = /* @__PURE__ */ itemKind({
  name: 'Telegram chat',
  shapes: [{ pk: 'TGCHAT#<chat id>', sk: 'CHAT', about: 'linked chat to user' }],
  fields: () => ({
    user_id: z.optional(z.string()),
    /** Since when it is linked, and its name as Telegram gave it then. */
    linked_at: z.optional(z.string()),
    chat_name: z.optional(z.string()),
  }),
});

/** A linked chat's own item: whose it is, since when, and its name as Telegram gave it then. */
export type ChatLink = z.infer<typeof telegramChatKind.schema>;

export const telegramUpdateKind = /* @__PURE__ */ itemKind({
  name: 'Telegram update',
  shapes: [{ pk: 'TGUPDATE#<update id>', sk: 'UPDATE', about: 'Telegram update already handled' }],
  expires: true,
  fields: () => ({}),
});
