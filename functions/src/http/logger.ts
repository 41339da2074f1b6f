import { Logger } from '@aws-lambda-powertools/logger';

/** One structured JSON line per request; never a password or a token. */
export const logger = new Logger({ serviceName: 'cakewalk' });
