import { openTable } from './open-table.ts';
import { runCheckins } from './checkin-job.ts';

// `npm run checkins`: one run of the check-in job against the same data as `npm start`.

async function main(): Promise<number> {
  const table = await openTable((folder) =>
    `The data in ${folder} is in use by another process, most likely \`npm start\`, which already runs `
    + 'the check-ins every CHECKIN_INTERVAL_MS (60 s by default). Stop it to run them by hand, '
    + 'or point DYNAMODB_ENDPOINT at a shared DynamoDB endpoint.');
  if (!table) return 1;
  try {
    const summary = await runCheckins();
    console.log(
      `Check-ins: ${summary.due} due, ${summary.created} written, ${summary.sent} sent on Telegram`
      + `${summary.retrying ? `, ${summary.retrying} to retry` : ''}${summary.failed ? `, ${summary.failed} refused` : ''}`
      + `${summary.dead ? `, ${summary.dead} failed every try (see the log; the next run tries them again)` : ''}.`,
    );
    return summary.dead ? 1 : 0;
  } finally {
    await table.close();
  }
}

process.exitCode = await main();
