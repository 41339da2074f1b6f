// Reads a reply with the model when a key is configured, with the offline reader as its fallback.
// Whoever reads it, a done stands only when the offline reader finds nothing against it: a model
// that takes "didn't finish, feeling stuck" for done is overruled, and the coach asks instead.

import type { ReplyAction } from '@cakewalk/shared/schemas/checkin.ts';
import { readReply } from '@cakewalk/shared/rules/replies/reply-intent.ts';
import { modelProvider } from './providers/model-provider.ts';
import { offlineReplyReader, type ReplyContext } from './reply-reader.ts';
import { orFallback } from './providers/with-fallback.ts';

const model = modelProvider(async (options) => new (await import('./openai/openai-reply-reader.ts')).OpenAIReplyReader(options));

/** Readings that speak against a done: the reply holds a negation, a second thing, or a feeling. */
const AGAINST_DONE: readonly ReplyAction[] = ['ask', 'smaller', 'snoozed'];

export async function readReplyToCheckin(reply: string, context: ReplyContext): Promise<ReplyAction> {
  const reader = async () => (await model()) ?? offlineReplyReader;
  const action = await orFallback(async () => (await reader()).read(reply, context), () => offlineReplyReader.read(reply, context));
  return action === 'done' && AGAINST_DONE.includes(readReply(reply)) ? 'ask' : action;
}
