import { parseArgs } from 'node:util';
import { ensureEmailLinkSecret, ensureVapidKey } from './channel-secrets.ts';
import { runCheckins } from './checkin-job.ts';
import { DEFAULT_PORT, dataDir } from './local-config.ts';
import { useLocalMail, usePublicUrl } from './local-mail.ts';
import { openTable } from './table/open-table.ts';

// `npm run checkins`: one run of the check-in job against the same data as `npm start`.
// `-- --at 2026-11-26T09:00Z` runs it as of that moment, so a round can be tried without waiting
// for its minute.

/** The moment to run as, from `--at`; undefined (the clock's now) without it. */
function runAt(): Date | undefined {
  const { at } = parseArgs({ options: { at: { type: 'string' } } }).values;
  if (at === undefined) return undefined;
  const moment = new Date(at);
  if (Number.isNaN(moment.getTime())) throw new Error(`--at takes a date and time such as 2026-11-26T09:00Z, not "${at}"`);
  return moment;
}

async function main(): Promise<number> {
  const now = runAt();
  // The same keys and mail as the server's: check-ins go out by push and email from here too.
  ensureVapidKey(dataDir());
  ensureEmailLinkSecret(dataDir());
  useLocalMail();
  usePublicUrl(process.env.PORT ? Number(process.env.PORT) : DEFAULT_PORT);
  const table = await openTable((folder) =>
    `The data in ${folder} is in use by another process, most likely \`npm start\`, which already runs `
    + 'the check-ins every CHECKIN_INTERVAL_MS (60 s by default). Stop it to run them by hand, '
    + 'or point DYNAMODB_ENDPOINT at a shared DynamoDB endpoint.');
  if (!table) return 1;
  try {
    const summary = await runCheckins({ now });
    console.log(
      `Check-ins: ${summary.due} due, ${summary.created} written, ${summary.sent} sent (Telegram, notifications, email)`
      + `${summary.retrying ? `, ${summary.retrying} to retry` : ''}${summary.failed ? `, ${summary.failed} refused` : ''}`
      + `${summary.dead ? `, ${summary.dead} failed every try (see the log; the next run tries them again)` : ''}.`,
    );
    return summary.dead ? 1 : 0;
  } finally {
    await table.close();
  }
}

process.exitCode = await main();
