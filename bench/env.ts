// Imported first by run.ts: settles the environment before any function module reads it.
// The request log would drown the table, so the handlers' logger is silenced; the scrypt cost
// is left at its production value, so login is timed as users meet it.
process.env.LOG_LEVEL = 'SILENT';
delete process.env.SCRYPT_LOG_N;
// The offline planner, as a user without an AI account gets it.
delete process.env.OPENAI_API_KEY;
