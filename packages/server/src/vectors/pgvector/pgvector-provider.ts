import pg from 'pg';
import { checkedTcpTarget } from '../../net/guarded-connect.ts';
import type { OutboundAddressPolicy } from '../../net/outbound-address-policy.ts';
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

/** The pool settings for the node's Host/Port/Database and credential (no default host: pg's is the server's own). */
function poolConfig(config: Readonly<Record<string, unknown>>, credential: CredentialData): pg.PoolConfig {
  const host = optionalText(config, 'host');
  if (!host) throw new Error('Postgres: Host is required (the PostgreSQL server holding the vectors)');
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
    // A function, so an empty password stays empty instead of pg's fallback to the server's PGPASSWORD.
    password: () => credentialText(credential, 'password') ?? '',
    ssl: config.ssl === true,
    max: 4,
    connectionTimeoutMillis: 10_000,
  };
}

/** The settings pinned to the address the outbound policy checked (TLS still verifies the name as written). */
async function pinned(
  settings: pg.PoolConfig,
  policy: OutboundAddressPolicy | undefined,
): Promise<pg.PoolConfig> {
  const host = settings.host ?? '';
  if (!policy) return settings;
  const target = await checkedTcpTarget(policy, host, 'Postgres vector store Host');
  const servername = target.servername;
  const ssl = settings.ssl === true && servername !== undefined ? { servername } : settings.ssl;
  return { ...settings, host: target.address, ...(ssl === undefined ? {} : { ssl }) };
}

export async function openPostgres(
  request: VectorCollectionRequest,
  credential: CredentialData,
  policy: OutboundAddressPolicy | undefined,
  pools: Map<string, pg.Pool>,
): Promise<VectorCollection> {
  const tableName = checkTableName(optionalText(request.config, 'tableName') ?? 'documents');
  const distance = distanceOf(request.config.distanceStrategy);
  const settings = await pinned(poolConfig(request.config, credential), policy);
  const key = JSON.stringify({ ...settings, password: credentialText(credential, 'password') });
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
