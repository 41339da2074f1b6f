// One JSON line per event on stdout, which Lambda sends to CloudWatch as it is. A logging
// library (Powertools Logger) would add 20 KB and 7 ms of import to every CRUD bundle, which
// a CRUD bundle's budget (250 KB, 40 ms to import) cannot carry; this is all the logging the
// handlers need.

type Level = 'DEBUG' | 'INFO' | 'WARN' | 'ERROR';
const RANK: Record<Level | 'SILENT', number> = { DEBUG: 10, INFO: 20, WARN: 30, ERROR: 40, SILENT: 99 };

function threshold(): number {
  const configured = (process.env.LOG_LEVEL ?? 'INFO').toUpperCase();
  return RANK[configured as Level] ?? RANK.INFO;
}

function write(level: Level, message: string, fields: Record<string, unknown>): void {
  if (RANK[level] < threshold()) return;
  const line = JSON.stringify({ level, message, timestamp: new Date().toISOString(), service: 'cakewalk', ...fields }, (_, value: unknown) =>
    value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value);
  (level === 'ERROR' ? process.stderr : process.stdout).write(`${line}\n`);
}

export const logger = {
  info: (message: string, fields: Record<string, unknown> = {}) => write('INFO', message, fields),
  warn: (message: string, fields: Record<string, unknown> = {}) => write('WARN', message, fields),
  error: (message: string, fields: Record<string, unknown> = {}) => write('ERROR', message, fields),
};
