import { migrateTable } from '../data/migration/migrate-table.ts';
import { openTable } from './table/open-table.ts';

// `npm run migrate`: moves goals and check-in schedules stored in an older layout to today's,
// in the same data as `npm start` (or the table TABLE_NAME and DYNAMODB_ENDPOINT name). Safe to
// run again: what is already in today's layout is left as it is.

async function main(): Promise<number> {
  const table = await openTable((folder) =>
    `The data in ${folder} is in use by another process, most likely \`npm start\`. Stop it, then run the migration again.`);
  if (!table) return 1;
  try {
    const summary = await migrateTable();
    console.log(
      `Migration: ${summary.goalsMoved} goals moved to today's layout (${summary.goalsCurrent} already were), `
      + `${summary.scheduleMoved} scheduled check-ins moved.`
      + `${summary.goalsLeft ? ` ${summary.goalsLeft} goals kept changing while they were moved: run it again.` : ''}`,
    );
    return summary.goalsLeft ? 1 : 0;
  } finally {
    await table.close();
  }
}

process.exitCode = await main();
