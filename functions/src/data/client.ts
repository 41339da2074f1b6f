import { Agent } from 'node:http';
import { createConnection } from 'node:net';
import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { SigningHash } from '../config/signing-hash.ts';
import { TABLE } from './table.ts';

// One client per container, created on first use so a cold start that never touches the
// table pays nothing. DYNAMODB_ENDPOINT switches to any DynamoDB-compatible endpoint (the
// embedded engine, DynamoDB Local); without it the SDK talks to AWS as usual.
let client: DynamoDBDocumentClient | undefined;

/** How DYNAMODB_ENDPOINT names a unix socket: the embedded engine listens on one, never on TCP. */
export const SOCKET_ENDPOINT = 'unix:';

/**
 * The SDK's own agent keeps at most 50 connections alive. Without a bound, 400 rounds in flight
 * opened more than the 256 idle connections an agent keeps, so every burst closed some and the
 * next opened new ones: about one connection a round, each accepted and parsed anew by the engine.
 */
const MAX_SOCKETS = 50;

/** Keeps connections alive like the SDK's own agent, but opens each one on the socket file. */
class SocketAgent extends Agent {
  readonly socketPath: string;

  constructor(socketPath: string) {
    super({ keepAlive: true, maxSockets: MAX_SOCKETS });
    this.socketPath = socketPath;
  }

  override createConnection() {
    return createConnection({ path: this.socketPath });
  }
}

/**
 * Where the SDK sends its calls: DYNAMODB_ENDPOINT when set (an http(s) URL, or `unix:<path>`
 * for the embedded engine's socket), else AWS itself.
 */
export function clientConfig(endpoint = process.env.DYNAMODB_ENDPOINT): DynamoDBClientConfig {
  if (!endpoint) return {};
  if (!endpoint.startsWith(SOCKET_ENDPOINT)) return { endpoint };
  // The host name only fills the Host header: the agent decides where the bytes go.
  return { endpoint: 'http://localhost', requestHandler: { httpAgent: new SocketAgent(endpoint.slice(SOCKET_ENDPOINT.length)) } };
}

export function ddb(): DynamoDBDocumentClient {
  if (!client) {
    const base = new DynamoDBClient({ ...clientConfig(), sha256: SigningHash });
    // The SDK's logger middleware walks every response to mask sensitive fields before handing
    // it to the logger, even to its default no-op one: about 1 ms of CPU on a 1,300-item
    // dashboard. Cakewalk logs one line per request itself and never uses the SDK's logging.
    base.middlewareStack.remove('loggerMiddleware');
    client = DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
  }
  return client;
}

export function tableName(): string {
  return process.env.TABLE_NAME || TABLE.localName;
}
