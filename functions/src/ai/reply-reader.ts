// Read a reply to a check-in for what the person wants: what every reader offers. The offline
// reader is the shared rule; the model reads with a schema (openai/openai-reply-reader.ts);
// read-reply.ts picks one.

import type { ReplyAction } from '@cakewalk/shared/schemas/checkin.ts';
import { readReply } from '@cakewalk/shared/rules/replies/reply-intent.ts';

/** What the reply answers: the goal the check-in was about and the step it named, if any. */
export interface ReplyContext {
  goal: string;
  step: string | null;
}

export interface ReplyReader {
  read(reply: string, context: ReplyContext): Promise<ReplyAction>;
}

export const offlineReplyReader: ReplyReader = {
  read: async (reply) => readReply(reply),
};
