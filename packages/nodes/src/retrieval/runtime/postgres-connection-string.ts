import { ChatflowInputError } from '../../runtime/chatflow-component.ts';

/** A PostgreSQL connection string as the Sql Database Chain reads it: everything spelled out, nothing defaulted. */
export interface PostgresConnectionSettings {
  readonly host: string;
  readonly port: number;
  readonly database: string;
  readonly user: string;
  readonly password: string;
  /** TLS (any sslmode but disable, or ssl=true), verified against the host name as written. */
  readonly tls: boolean;
  /** Server settings at start (`options=-c search_path=…`), as libpq passes them. */
  readonly options: string | undefined;
  readonly applicationName: string | undefined;
}

/** Parameters read; the others (host=, sslcert=, sslkey=, sslrootcert=…) would reach past the host or read files. */
const PARAMETERS: ReadonlySet<string> = new Set(['sslmode', 'ssl', 'options', 'application_name']);
const SSL_MODES: ReadonlySet<string> = new Set([
  'disable',
  'allow',
  'prefer',
  'require',
  'verify-ca',
  'verify-full',
]);

const EXAMPLE = 'postgresql://user:password@host:5432/database';

function refused(reason: string): ChatflowInputError {
  return new ChatflowInputError(`the PostgreSQL connection string ${reason} (write it as ${EXAMPLE})`);
}

function tlsOf(params: URLSearchParams): boolean {
  const mode = params.get('sslmode');
  if (mode !== null && !SSL_MODES.has(mode)) throw refused(`has an unknown sslmode "${mode}"`);
  const ssl = params.get('ssl');
  if (ssl !== null && !['true', '1', 'false', '0'].includes(ssl))
    throw refused(`has ssl="${ssl}": use true or false`);
  return (mode !== null && mode !== 'disable') || ssl === 'true' || ssl === '1';
}

/**
 * Reads `postgresql://user:password@host:port/database?sslmode=…` (the scheme may be left out). Unlike `pg`, no part
 * falls back to the server's environment (PGHOST, PGUSER, PGPASSWORD, PGDATABASE) or a Unix socket: the host, user
 * and database must be written, so the chain reaches only the server the connection string names.
 */
export function parsePostgresConnectionString(text: string): PostgresConnectionSettings {
  const withScheme = /^postgres(ql)?:\/\//i.test(text) ? text : `postgresql://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw refused('is not a valid URL');
  }
  for (const name of url.searchParams.keys())
    if (!PARAMETERS.has(name)) throw refused(`has the parameter "${name}", which is not supported here`);
  const host = decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, '$1');
  if (host === '') throw refused('names no host');
  const user = decodeURIComponent(url.username);
  if (user === '') throw refused('names no user');
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database === '') throw refused('names no database');
  return {
    host,
    port: url.port === '' ? 5432 : Number(url.port),
    database,
    user,
    password: decodeURIComponent(url.password),
    tls: tlsOf(url.searchParams),
    options: url.searchParams.get('options') ?? undefined,
    applicationName: url.searchParams.get('application_name') ?? undefined,
  };
}
