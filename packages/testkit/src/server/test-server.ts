import { createServer, loadConfig, type AppConfig, type LoomflowServer } from '@loomflow/server';
import { Writable } from 'node:stream';
import { HttpSession } from './http-session.ts';
import { testLicenseEnv } from './test-license.ts';
import { createTestDatabase, type TestDatabase, type TestDatabaseKind } from './test-database.ts';

export interface TestServerOptions {
  readonly database?: TestDatabaseKind;
  /** Start on a database made earlier (e.g. to restart a server); it is left in place on close. */
  readonly existingDatabase?: TestDatabase;
  /** Extra environment variables (PLATFORM_TYPE, SMTP_HOST, JWT_TOKEN_EXPIRY_IN_MINUTES…). */
  readonly env?: Record<string, string>;
  /** Adjusts the configuration after it is read from the environment. */
  readonly configure?: (config: AppConfig) => AppConfig;
  /** Keep every log line in `logs` (for tests that check what is logged). */
  readonly captureLogs?: boolean;
  /** Called with the SQL of every statement the server runs, `begin` and `commit` included. */
  readonly onQuery?: (sql: string) => void;
}

export interface TestServer {
  readonly url: string;
  readonly server: LoomflowServer;
  readonly database: TestDatabase;
  /** Log lines written so far, when `captureLogs` was set. */
  readonly logs: string[];
  session(): HttpSession;
  close(): Promise<void>;
}

/** Starts a real Loomflow server on an ephemeral port over a fresh database. */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = options.existingDatabase ?? (await createTestDatabase(options.database ?? 'sqlite'));
  const dropDatabase = () => (options.existingDatabase ? Promise.resolve() : database.drop());
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (options.captureLogs) logs.push(chunk.toString('utf8'));
      callback();
    },
  });
  // Enterprise servers get a valid test license unless the test brings its own license setup.
  const licensed =
    options.env?.PLATFORM_TYPE === 'enterprise' &&
    options.env.LICENSE_PUBLIC_KEY === undefined &&
    options.env.LOOMFLOW_LICENSE === undefined;
  const env = {
    LOG_LEVEL: options.captureLogs ? 'trace' : 'warn',
    ...database.env,
    ...(licensed ? testLicenseEnv() : {}),
    ...options.env,
  };
  const baseConfig = { ...loadConfig(env), host: '127.0.0.1', port: 0 };
  const config = options.configure ? options.configure(baseConfig) : baseConfig;
  let server: LoomflowServer;
  try {
    server = await createServer(config, {
      logStream,
      ...(options.onQuery ? { onQuery: options.onQuery } : {}),
    });
  } catch (error) {
    await dropDatabase();
    throw error;
  }
  const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url: address,
    server,
    database,
    logs,
    session: () => new HttpSession(address),
    async close() {
      await server.close();
      await dropDatabase();
    },
  };
}
