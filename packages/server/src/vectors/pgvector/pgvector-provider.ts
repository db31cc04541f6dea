import pg from 'pg';
import type { DatabaseConfig } from '../../config/config.ts';
import { credentialText, optionalText } from '../external/external-config.ts';
import type { CredentialData } from '../external/external-provider-names.ts';
import type { VectorCollection, VectorCollectionRequest } from '../vector-store.ts';
import { PgVectorCollection, checkTableName, type PgDistance } from './pgvector-collection.ts';

const DISTANCES: readonly PgDistance[] = ['cosine', 'euclidean', 'innerProduct'];

function distanceOf(value: unknown): PgDistance {
  if (value === undefined || value === '') return 'cosine';
  const found = DISTANCES.find((distance) => distance === value);
  if (!found) throw new Error(`Postgres: Distance Strategy must be one of ${DISTANCES.join(', ')}`);
  return found;
}

/** The pool for the node's Host/Port/Database and credential, or the server's own database when Host is empty. */
function poolConfig(
  config: Readonly<Record<string, unknown>>,
  credential: CredentialData,
  server: DatabaseConfig['postgres'] | undefined,
): pg.PoolConfig {
  const host = optionalText(config, 'host');
  if (!host) {
    if (!server) throw new Error('Postgres: Host is required (this server does not run on PostgreSQL)');
    return server.connectionString
      ? { connectionString: server.connectionString, max: 4 }
      : {
          host: server.host,
          port: server.port,
          database: server.database,
          user: server.user,
          password: server.password,
          ssl: server.ssl,
          max: 4,
        };
  }
  const port = Number(config.port === undefined || config.port === '' ? 5432 : config.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error('Postgres: Port must be a number from 1 to 65535');
  const database = optionalText(config, 'database');
  if (!database) throw new Error('Postgres: Database is required');
  return {
    host,
    port,
    database,
    user: credentialText(credential, 'user'),
    password: credentialText(credential, 'password'),
    ssl: config.ssl === true,
    max: 4,
    connectionTimeoutMillis: 10_000,
  };
}

export async function openPostgres(
  request: VectorCollectionRequest,
  credential: CredentialData,
  server: DatabaseConfig['postgres'] | undefined,
  pools: Map<string, pg.Pool>,
): Promise<VectorCollection> {
  const tableName = checkTableName(optionalText(request.config, 'tableName') ?? 'documents');
  const distance = distanceOf(request.config.distanceStrategy);
  const settings = poolConfig(request.config, credential, server);
  const key = JSON.stringify(settings);
  let pool = pools.get(key);
  if (!pool) {
    pool = new pg.Pool(settings);
    pool.on('error', () => undefined);
    pools.set(key, pool);
  }
  return PgVectorCollection.open({
    pool,
    tableName,
    collection: request.collection,
    dimensions: request.dimensions,
    distance,
  });
}
