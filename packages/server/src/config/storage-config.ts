import type { ServerEnv, ServerEnvironmentName } from './environment-names.ts';
import path from 'node:path';

type Env = ServerEnv;

export type StorageConfig =
  | { readonly type: 'local'; readonly path: string }
  | {
      readonly type: 's3';
      readonly bucket: string;
      readonly region: string;
      readonly accessKeyId?: string | undefined;
      readonly secretAccessKey?: string | undefined;
      readonly endpoint?: string | undefined;
      readonly forcePathStyle: boolean;
    };

/**
 * Where uploaded files are kept (Flowise's variable names): `STORAGE_TYPE=local` (default) under
 * `BLOB_STORAGE_PATH` (default `<DATA_DIR>/storage`), or `STORAGE_TYPE=s3` with `S3_STORAGE_BUCKET_NAME`,
 * `S3_STORAGE_REGION`, `S3_STORAGE_ACCESS_KEY_ID`, `S3_STORAGE_SECRET_ACCESS_KEY`, `S3_ENDPOINT_URL`
 * (S3-compatible services) and `S3_FORCE_PATH_STYLE`.
 */
export function storageConfig(env: Env, dataDir: string): StorageConfig {
  const type = (env.STORAGE_TYPE ?? 'local').trim().toLowerCase();
  if (type === 'local' || type === '') {
    return { type: 'local', path: env.BLOB_STORAGE_PATH?.trim() || path.join(dataDir, 'storage') };
  }
  if (type !== 's3') throw new Error(`STORAGE_TYPE must be "local" or "s3", got "${env.STORAGE_TYPE ?? ''}"`);
  const bucket = env.S3_STORAGE_BUCKET_NAME?.trim();
  if (!bucket) throw new Error('STORAGE_TYPE=s3 needs S3_STORAGE_BUCKET_NAME (the bucket files are kept in)');
  const forcePathStyle = ['1', 'true', 'yes', 'on'].includes(
    (env.S3_FORCE_PATH_STYLE ?? '').trim().toLowerCase(),
  );
  return {
    type: 's3',
    bucket,
    region: env.S3_STORAGE_REGION?.trim() || 'us-east-1',
    accessKeyId: env.S3_STORAGE_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_STORAGE_SECRET_ACCESS_KEY || undefined,
    endpoint: env.S3_ENDPOINT_URL?.trim() || undefined,
    forcePathStyle,
  };
}

/** `LOG_PATH` (default `<DATA_DIR>/logs`): the server's rolling log files, read back by the Logs screen. */
export interface LogFilesConfig {
  readonly path: string;
  /** A file is closed and a new one started past this size (`LOG_MAX_FILE_MB`, default 20). */
  readonly maxFileBytes: number;
  /** Files kept (`LOG_MAX_FILES`, default 14); the oldest are deleted. */
  readonly maxFiles: number;
}

function positive(env: Env, name: ServerEnvironmentName, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`Environment variable ${name} must be a positive number, got "${raw}"`);
  return value;
}

export function logFilesConfig(env: Env, dataDir: string): LogFilesConfig {
  return {
    path: env.LOG_PATH?.trim() || path.join(dataDir, 'logs'),
    maxFileBytes: positive(env, 'LOG_MAX_FILE_MB', 20) * 1024 * 1024,
    maxFiles: Math.floor(positive(env, 'LOG_MAX_FILES', 14)),
  };
}
