import * as z from 'zod/mini';
import { itemKind, type Key } from '../item-kind.ts';

export const telegramChatKey = (chatId: number): Key => ({ pk: `TGCHAT#${chatId}`, sk: 'CHAT' });
export const telegramUpdateKey = (updateId: number): Key => ({ pk: `TGUPDATE#${updateId}`, sk: 'UPDATE' });

export const telegramChatKind = /* @__PURE__ */ itemKind({
  name: 'Telegram chat',
  shapes: [{ pk: 'TGCHAT#<chat id>', sk: 'CHAT', about: 'linked chat to user' }],
  fields: () => ({ user_id: z.optional(z.string()) }),
});

export const telegramUpdateKind = /* @__PURE__ */ itemKind({
  name: 'Telegram update',
  shapes: [{ pk: 'TGUPDATE#<update id>', sk: 'UPDATE', about: 'Telegram update already handled' }],
  expires: true,
  fields: () => ({}),
});
