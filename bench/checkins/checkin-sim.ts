// The check-in simulation, in a process of its own (bench/checkins/checkins.ts starts it): a fresh
// embedded engine in memory on a thread of its own (bench/checkins/engine-thread.ts), N users seeded due
// in the same minute, then the real tick and worker code through the in-process queue, with the
// offline coach behind a fake provider that takes 1 s a call. A tenth of the users each also have
// a browser subscribed (a push service on loopback that takes every notification), the daily
// check-in by email (written as .eml files, as locally), or a Telegram chat (a Bot API on the
// same loopback server), so the rounds pay for encrypting, signing, filling emails and the bot's
// calls too. Prints one JSON line: the figures under `checkins` in the bench JSON.
//   node bench/checkins/checkin-sim.ts '{"users":20000,"sampleAt1":10}'

import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import webpush from 'web-push';
import { CHECKIN_CAPACITY, ROUNDS_IN_FLIGHT } from '@cakewalk/shared/checkin-capacity.ts';
import type { Coach } from '@cakewalk/functions/ai/coach.ts';
import { getCoach } from '@cakewalk/functions/ai/providers/get-coach.ts';
import { inProcessRoundQueue, type InProcessQueueOptions } from '@cakewalk/functions/queue/in-process-round-queue.ts';
import { tick } from '@cakewalk/functions/core/checkins/tick.ts';
import { handleBatch } from '@cakewalk/functions/core/checkins/worker.ts';
import { clientConfig, tableName } from '@cakewalk/functions/data/client.ts';
import { ensureTable } from '@cakewalk/functions/local/table/ensure-table.ts';
import { useLocalCredentials } from '@cakewalk/functions/local/local-config.ts';
import { useLocalMail } from '@cakewalk/functions/local/local-mail.ts';
import { logger } from '@cakewalk/functions/logger.ts';
import { seedDueUsers, usersOnEachChannel, type Channel } from './checkin-seed.ts';
import { startEngineThread } from './engine-thread.ts';
import { installDdbCounter, since, snapshot } from '../ddb-counter.ts';
import { percentile, round } from '../stats.ts';

export interface CheckinSimSpec {
  users: number;
  /** Rounds timed one at a time for the concurrency-1 figure (each takes the fake provider's second). */
  sampleAt1: number;
  /** The fake provider's latency per call. */
  providerMs: number;
  /** Every this many users also have web push and email on. */
  channelEvery: number;
}

export interface CheckinFigures {
  users: number;
  /** Rounds in flight at the configured concurrency: the worker's maximum concurrency x its batch. */
  concurrency: number;
  per_second_at_1: number;
  per_second: number;
  late_p50_s: number;
  late_p99_s: number;
  /** What the figures above took: seeding, and the whole run. */
  seed_s: number;
  run_s: number;
  /** DynamoDB calls per round at the configured concurrency, tick included, by command. */
  ddb_calls_per_round: Record<string, number>;
  /** CPU per round at the configured concurrency: this process's, the embedded engine's thread included. */
  cpu_ms_per_round: number;
  /**
   * Of that, the rounds' own thread (the tick, the worker, the SDK's calls and the channels): what
   * a round costs the function that runs it. The rest is the engine's, which in the cloud is the
   * table's service, not the function's.
   */
  worker_cpu_ms_per_round: number;
  /** Of the big minute's users, those on each channel (a tenth each), and what reached them. */
  channel_users: Record<Channel, number>;
  notifications: number;
  emails: number;
  telegram_messages: number;
}

interface Channels {
  pushEndpoint: string;
  notifications: () => number;
  telegramMessages: () => number;
  emails: () => number;
  close: () => Promise<void>;
}

const BOT_TOKEN = '123456789:bench-token';

/**
 * On loopback, a push service that takes every notification and a Bot API that takes every
 * message (as Telegram answers sendMessage); and a folder for the emails.
 */
async function startChannels(): Promise<Channels> {
  let notifications = 0;
  let telegramMessages = 0;
  const service = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (!request.url?.startsWith(`/bot${BOT_TOKEN}/`)) {
        notifications++;
        response.writeHead(201).end();
        return;
      }
      telegramMessages++;
      const result = { message_id: telegramMessages, date: Math.floor(Date.now() / 1000), chat: { id: 1, type: 'private' } };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ok: true, result }));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'cakewalk-bench-mail-'));
  Object.assign(process.env, {
    TELEGRAM_BOT_TOKEN: BOT_TOKEN,
    TELEGRAM_API_ROOT: origin,
    PUSH_ALLOW_LOOPBACK: '1',
    VAPID_PRIVATE_KEY: webpush.generateVAPIDKeys().privateKey,
    EMAIL_LINK_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
  });
  useLocalMail();
  return {
    pushEndpoint: `${origin}/push`,
    notifications: () => notifications,
    telegramMessages: () => telegramMessages,
    emails: () => readdirSync(join(dataDir, 'mail')).length,
    close: async () => {
      service.closeAllConnections();
      await new Promise((resolve) => service.close(resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The offline coach's words, at a model's pace. */
function slowCoach(base: Coach, ms: number): Coach {
  return { coach: async (...args) => (await sleep(ms), base.coach(...args)) };
}

interface RunFigures {
  perSecond: number;
  lateSeconds: number[];
}

/**
 * The tick as it fires at the due minute, then the worker until the queue is empty, on a clock
 * that starts at the due minute when the tick does. A round is as late as it ends after that.
 */
async function runMinute(dueAt: Date, expected: number, coach: Coach, queue: InProcessQueueOptions): Promise<RunFigures> {
  const lateSeconds: number[] = [];
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const deps = {
    coach,
    now: () => new Date(dueAt.getTime() + elapsed()),
    onHandled: () => void lateSeconds.push(elapsed() / 1000),
  };
  const rounds = inProcessRoundQueue((records) => handleBatch(records, deps), queue);
  await tick(dueAt, rounds);
  await rounds.drained();
  if (rounds.deadLetters.length > 0) throw new Error(`${rounds.deadLetters.length} rounds failed every try`);
  if (lateSeconds.length !== expected) throw new Error(`${lateSeconds.length} of ${expected} rounds ran`);
  return { perSecond: lateSeconds.length / (elapsed() / 1000), lateSeconds };
}

async function main(spec: CheckinSimSpec): Promise<CheckinFigures> {
  // The logger read LOG_LEVEL when the imports made it. Its lines go to a pipe here, which Node
  // writes synchronously: a line per email (the local mailer's, which Lambda has not) stalled the
  // rounds for as long as the reader took, and idle connections to the engine closed meanwhile.
  logger.setLogLevel('SILENT');
  delete process.env.OPENAI_API_KEY;
  delete process.env.TELEGRAM_BOT_TOKEN;
  useLocalCredentials();
  const engine = await startEngineThread();
  process.env.DYNAMODB_ENDPOINT = engine.endpoint;
  const channels = await startChannels();
  try {
    await ensureTable(new DynamoDBClient(clientConfig(engine.endpoint)), tableName());
    installDdbCounter();
    const coach = slowCoach(await getCoach(), spec.providerMs);
    const began = Date.now();
    // Two minutes well ahead, the sample's and then the big one's, so each tick reads only its own.
    const base = Math.ceil((Date.now() + 60 * 60_000) / 60_000) * 60_000;
    const sampleMinute = new Date(base);
    const mainMinute = new Date(base + 60_000);
    const sampleUsers = await seedDueUsers(spec.sampleAt1, sampleMinute);
    const users = await seedDueUsers(spec.users, mainMinute, { every: spec.channelEvery, pushEndpoint: channels.pushEndpoint });
    const seedSeconds = (Date.now() - began) / 1000;

    const one = await runMinute(sampleMinute, sampleUsers.length, coach, { batchSize: 1, maxConcurrency: 1, maxReceiveCount: CHECKIN_CAPACITY.maxReceiveCount });
    const before = snapshot();
    const cpuBefore = process.cpuUsage();
    const threadBefore = process.threadCpuUsage();
    const many = await runMinute(mainMinute, users.length, coach, {
      batchSize: CHECKIN_CAPACITY.workerBatchSize,
      maxConcurrency: CHECKIN_CAPACITY.workerMaxConcurrency,
      maxReceiveCount: CHECKIN_CAPACITY.maxReceiveCount,
    });
    const cpu = process.cpuUsage(cpuBefore);
    const thread = process.threadCpuUsage(threadBefore);
    const calls = since(before);
    const late = [...many.lateSeconds].sort((a, b) => a - b);
    return {
      users: spec.users,
      concurrency: ROUNDS_IN_FLIGHT,
      per_second_at_1: round(one.perSecond, 2),
      per_second: round(many.perSecond, 1),
      late_p50_s: round(percentile(late, 50), 1),
      late_p99_s: round(percentile(late, 99), 1),
      seed_s: round(seedSeconds, 1),
      run_s: round((Date.now() - began) / 1000, 1),
      ddb_calls_per_round: Object.fromEntries(Object.entries(calls).map(([name, count]) => [name, round(count / users.length, 2)])),
      cpu_ms_per_round: round((cpu.user + cpu.system) / 1000 / users.length, 2),
      worker_cpu_ms_per_round: round((thread.user + thread.system) / 1000 / users.length, 2),
      channel_users: usersOnEachChannel(spec.users, spec.channelEvery),
      notifications: channels.notifications(),
      emails: channels.emails(),
      telegram_messages: channels.telegramMessages(),
    };
  } finally {
    await channels.close();
    await engine.close();
  }
}

const spec = JSON.parse(process.argv[2] ?? '{}') as Partial<CheckinSimSpec>;
console.log(JSON.stringify(await main({ users: 20_000, sampleAt1: 10, providerMs: 1000, channelEvery: 10, ...spec })));
