// Reads a reply with the model, answering in the wire schema through structured outputs.

import type { ReplyAction } from '@cakewalk/shared/schemas/checkin.ts';
import type { ReplyContext, ReplyReader } from '../reply-reader.ts';
import { ModelCall, parsedOf } from './model-call.ts';
import type { OpenAIOptions } from './openai-config.ts';
import { replyFormat } from './response-formats.ts';
import { replyMessages } from './reply-prompt.ts';

/** A reading, not a text: the same reply should read the same way. */
const SAMPLING = { temperature: 0, max_completion_tokens: 20 } as const;
/** A reply may go on to break a step down with the model too, and both must fit in one request. */
const READ_TIMEOUT_MS = 5_000;

export class OpenAIReplyReader implements ReplyReader {
  readonly #call: ModelCall;

  constructor(options: OpenAIOptions) {
    this.#call = new ModelCall({ ...options, timeoutMs: Math.min(options.timeoutMs, READ_TIMEOUT_MS) });
  }

  async read(reply: string, context: ReplyContext): Promise<ReplyAction> {
    const messages = replyMessages(reply, context);
    const { client, model } = this.#call;
    return this.#call.run('reply reading', async (signal) => {
      const completion = await client.chat.completions.parse({ model, messages, response_format: replyFormat, ...SAMPLING }, { signal });
      return parsedOf(completion.choices[0]?.message).intent;
    });
  }
}
