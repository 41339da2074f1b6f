import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A stand-in for the Telegram Bot API on loopback: it answers the methods the bot uses, records
// every call it accepted, and can be told to refuse the next calls of a method (403, 429, 500).

interface TelegramCall {
  method: string;
  payload: Record<string, unknown>;
}

interface InlineButton {
  text: string;
  callback_data: string;
}

export interface SentMessage {
  chat_id: number;
  text: string;
  reply_markup?: { inline_keyboard: InlineButton[][] };
}

export interface FakeTelegram {
  apiRoot: string;
  /** Calls answered with ok: true, in order. */
  calls: TelegramCall[];
  /** Calls answered with an error, in order. */
  refused: TelegramCall[];
  /** Messages sent to the chat (all chats when left out). */
  sent(chatId?: number): SentMessage[];
  failNext(method: string, status: Refusal, times?: number): void;
  /** Queues an update for getUpdates (long polling). */
  pushUpdate(update: Record<string, unknown>): void;
  close(): Promise<void>;
}

type Refusal = 403 | 429 | 500;

const REFUSALS: Record<Refusal, Record<string, unknown>> = {
  403: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' },
  429: { ok: false, error_code: 429, description: 'Too Many Requests: retry after 1', parameters: { retry_after: 1 } },
  500: { ok: false, error_code: 500, description: 'Internal Server Error' },
};

export async function startFakeTelegram(token: string): Promise<FakeTelegram> {
  const calls: TelegramCall[] = [];
  const refused: TelegramCall[] = [];
  const failures = new Map<string, { status: Refusal; times: number }>();
  let messageId = 0;
  const queued: { update_id: number }[] = [];

  const respond = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
    const [, botPart = '', method = ''] = new URL(request.url ?? '/', 'http://fake').pathname.split('/');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (botPart !== `bot${token}`) return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
    const text = Buffer.concat(chunks).toString('utf8');
    const call: TelegramCall = { method, payload: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    const failure = failures.get(method);
    if (failure && failure.times > 0) {
      failure.times--;
      refused.push(call);
      return answer(failure.status, REFUSALS[failure.status]);
    }
    calls.push(call);
    if (method === 'sendMessage') {
      const chat = { id: call.payload.chat_id, type: 'private', first_name: 'Tester' };
      return answer(200, { ok: true, result: { message_id: ++messageId, date: Math.floor(Date.now() / 1000), chat, text: call.payload.text } });
    }
    if (method === 'getUpdates') {
      const offset = Number(call.payload.offset ?? 0);
      const ready = queued.filter((update) => update.update_id >= offset);
      // An empty long poll waits a little, as Telegram's does, so a poller never spins.
      if (ready.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      return answer(200, { ok: true, result: ready });
    }
    return answer(200, { ok: true, result: true });
  };
  const server = createServer((request, response) => void respond(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiRoot: `http://127.0.0.1:${port}`,
    calls,
    refused,
    sent: (chatId) => calls
      .filter((call) => call.method === 'sendMessage' && (chatId === undefined || call.payload.chat_id === chatId))
      .map((call) => call.payload as unknown as SentMessage),
    failNext(method, status, times = 1) {
      failures.set(method, { status, times });
    },
    pushUpdate(update) {
      queued.push(update as { update_id: number });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
