// A fake OpenAI-compatible server on loopback for tests: the real `openai` client talks to it
// through OPENAI_BASE_URL (the `url` it returns). By default it answers like a well-behaved
// model, picking a valid answer by the response format the request asks for; setReply() swaps
// in any other answer, including HTTP errors, broken JSON and replies slower than the timeout.

import { createServer } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body. */
  body: ChatRequest;
}

interface ChatRequest {
  model?: string;
  messages?: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: Record<string, unknown> } };
  [key: string]: unknown;
}

export interface FakeResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering. */
  delayMs?: number;
}

type FakeReply = FakeResponse | ((request: RecordedRequest) => FakeResponse);

export interface FakeOpenAI {
  /** The base URL for the client, ending in /v1. */
  url: string;
  requests: RecordedRequest[];
  setReply(reply: FakeReply): void;
  close(): Promise<void>;
}

type FinishReason = 'stop' | 'length' | 'content_filter';

function completion(message: Record<string, unknown>, finishReason: FinishReason = 'stop'): FakeResponse {
  return {
    status: 200,
    body: {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'fake-model',
      choices: [{ index: 0, finish_reason: finishReason, logprobs: null, message: { role: 'assistant', refusal: null, ...message } }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    },
  };
}

/** Ready-made answers. */
export const replies = {
  /** A completion whose content is this value as JSON. */
  json: (value: unknown, finishReason?: FinishReason) => completion({ content: JSON.stringify(value) }, finishReason),
  /** A completion with this exact content (plain text, or deliberately broken JSON). */
  text: (content: string, finishReason?: FinishReason) => completion({ content }, finishReason),
  refusal: (refusal = "I'm sorry, I can't help with that.") => completion({ content: null, refusal }),
  error: (status: number, headers?: Record<string, string>): FakeResponse => ({
    status,
    headers,
    body: { error: { message: `fake error ${status}`, type: 'fake_error', code: null, param: null } },
  }),
  slow: (delayMs: number, response: FakeResponse): FakeResponse => ({ ...response, delayMs }),
};

const bite = (title: string, minutes = 10) => ({ title, minutes, repeat: null });

/** What a well-behaved model answers for a goal. */
export const SAMPLE_BREAKDOWN = {
  goal: 'Run a 5k in 3 months',
  tone: 'motivational',
  due_date: '2027-02-23',
  subgoals: [
    {
      title: 'Build an easy running base',
      tasks: [{ title: 'Run three times a week', microtasks: [{ title: 'Run 20 minutes at an easy pace', minutes: 20, repeat: { every: 'week', times: 12, per_period: 3 } }, bite('Log each run', 5)] }],
    },
    { title: 'Race the 5k', tasks: [{ title: 'Sign up for a local 5k', microtasks: [bite('Pick a race date'), bite('Pay the entry fee', 5)] }] },
  ],
};

/** The planner's answer to SAMPLE_BREAKDOWN. */
export const SAMPLE_PLAN = { ...SAMPLE_BREAKDOWN, source: 'ai' };

export const SAMPLE_STEPS = [bite('Find your running shoes', 5), bite('Warm up for 5 minutes', 5), bite('Run 20 minutes at an easy pace', 20)];

export const SAMPLE_CHECK_IN = 'Hi! Today: run 20 minutes at an easy pace. You are doing great.';

/** What a well-behaved model asks before planning a goal. */
export const SAMPLE_QUESTIONS = [
  { id: 'due', text: 'When is your race?', choices: ['In 6 weeks', 'In 3 months', 'No race yet'] },
  { id: 'obstacle', text: 'What usually stops you running?', choices: ['Rain', 'Long workdays', 'Sore legs'] },
];

/** The if-then plan a model makes of the answer "Long workdays". */
export const SAMPLE_IF_THEN = { if: 'a long workday leaves no time', then: 'I run 10 minutes before dinner' };

/** What a well-behaved model says, chosen by the structured-output schema the request names. */
export function defaultReply(request: RecordedRequest): FakeResponse {
  const format = request.body.response_format?.json_schema?.name;
  if (format === 'goal_breakdown') return replies.json(SAMPLE_BREAKDOWN);
  if (format === 'goal_breakdown_answered') return replies.json({ ...SAMPLE_BREAKDOWN, if_then: SAMPLE_IF_THEN });
  if (format === 'goal_questions') return replies.json({ questions: SAMPLE_QUESTIONS });
  if (format === 'microtask_steps') return replies.json({ steps: SAMPLE_STEPS });
  if (format === 'reply_intent') return replies.json({ intent: 'reflection' });
  return replies.text(SAMPLE_CHECK_IN);
}

async function readBody(req: IncomingMessage): Promise<ChatRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as ChatRequest) : {};
}

function send(res: ServerResponse, response: FakeResponse): void {
  const body = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
  res.writeHead(response.status, { 'content-type': 'application/json', ...response.headers });
  res.end(body);
}

/** Starts a fake on a free loopback port (or the given one). */
export async function startFakeOpenAI(port = 0): Promise<FakeOpenAI> {
  const requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let reply: FakeReply = defaultReply;

  const server = createServer((req, res) => {
    void (async () => {
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: await readBody(req) };
      requests.push(recorded);
      const response = typeof reply === 'function' ? reply(recorded) : reply;
      if (!response.delayMs) return send(res, response);
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (!res.destroyed) send(res, response);
      }, response.delayMs);
      timers.add(timer);
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: actual } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${actual}/v1`,
    requests,
    setReply(next) {
      reply = next;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
