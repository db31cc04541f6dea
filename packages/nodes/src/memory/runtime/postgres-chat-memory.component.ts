import type { NodeName } from '../../node-registry.ts';
import pg from 'pg';
import {
  ChatflowInputError,
  textInput,
  type ChatflowComponent,
  type ChatflowInitContext,
  type ChatflowMemory,
} from '../../runtime/chatflow-component.ts';
import { tcpTargetOf } from '../../runtime/tcp-target.ts';
import { positiveWhole, storedMessage, turnOf } from './stored-messages.ts';

const DEFAULT_TABLE = 'langchain_chat_histories';

/** The node's server: its settings as typed, and how to check its host before every connection. */
interface PostgresConnection {
  readonly host: string;
  readonly port: number;
  readonly database: string;
  /** The settings to connect with: the host checked under the outbound 'memory' policy, pinned to its address. */
  pinned(): Promise<pg.ClientConfig>;
}

async function connectionOf(context: ChatflowInitContext): Promise<PostgresConnection> {
  const host = textInput(context.inputs, 'host').trim();
  const database = textInput(context.inputs, 'database').trim();
  if (host === '') throw new ChatflowInputError('Host is empty: give the PostgreSQL server (e.g. 127.0.0.1)');
  if (database === '') throw new ChatflowInputError('Database is empty: name the PostgreSQL database');
  const port = positiveWhole(textInput(context.inputs, 'port').trim(), 'Port') ?? 5432;
  if (context.credentialId === undefined)
    throw new ChatflowInputError('choose a Postgres API credential (user and password)');
  const credential = await context.services.credentials.read(context.credentialId);
  const text = (name: string): string => {
    const value = credential[name];
    return typeof value === 'string' ? value : '';
  };
  const config: pg.ClientConfig = {
    host,
    port,
    database,
    user: text('user'),
    // A function, so an empty password stays empty instead of pg's fallback to the server's PGPASSWORD.
    password: () => text('password'),
    connectionTimeoutMillis: 5000,
  };
  const outbound = context.services.outbound;
  return {
    host,
    port,
    database,
    async pinned() {
      const target = await tcpTargetOf(outbound, 'memory', host, `${context.nodeLabel}: Host`);
      return target ? { ...config, host: target.address } : config;
    },
  };
}

/** Runs `work` on a fresh connection (closed afterwards) with the messages table in place. */
async function withTable<T>(
  connection: PostgresConnection,
  table: string,
  work: (client: pg.Client, table: string) => Promise<T>,
): Promise<T> {
  const client = new pg.Client(await connection.pinned());
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ChatflowInputError(
      `cannot connect to PostgreSQL at ${connection.host}:${String(connection.port)}/${connection.database}: ${reason}`,
    );
  }
  try {
    const name = client.escapeIdentifier(table);
    await client.query(
      `CREATE TABLE IF NOT EXISTS ${name} (id SERIAL PRIMARY KEY, session_id VARCHAR(255) NOT NULL, message JSONB NOT NULL)`,
    );
    return await work(client, name);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Postgres Chat Memory: the conversation as rows of a table (LangChain's PostgresChatMessageHistory layout: one
 * JSONB stored message per row, by session id), read before the chain answers and written after it.
 */
export const postgresChatMemoryComponent: ChatflowComponent<NodeName> = {
  name: 'PostgresChatMemory',
  async init(context) {
    const sessionId = textInput(context.inputs, 'sessionId').trim() || context.run.sessionId;
    const memoryKey = textInput(context.inputs, 'memoryKey').trim() || 'chat_history';
    const table = textInput(context.inputs, 'tableName').trim() || DEFAULT_TABLE;
    const windowSize = positiveWhole(textInput(context.inputs, 'windowSize').trim(), 'Window Size');
    const connection = await connectionOf(context);
    const memory: ChatflowMemory = {
      kind: 'chatflowMemory',
      memoryKey,
      messages() {
        return withTable(connection, table, async (client, name) => {
          const limit = windowSize === undefined ? '' : ` LIMIT ${String(windowSize)}`;
          const result = await client.query<{ message: unknown }>(
            `SELECT message FROM ${name} WHERE session_id = $1 ORDER BY id DESC${limit}`,
            [sessionId],
          );
          return result.rows
            .reverse()
            .map((row) => turnOf(row.message))
            .filter((turn) => turn !== undefined);
        });
      },
      saveExchange(question, answer) {
        return withTable(connection, table, async (client, name) => {
          await client.query(
            `INSERT INTO ${name} (session_id, message) VALUES ($1, $2::jsonb), ($1, $3::jsonb)`,
            [sessionId, storedMessage('human', question), storedMessage('ai', answer)],
          );
        });
      },
    };
    return memory;
  },
};
