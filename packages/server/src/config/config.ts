import { homedir } from 'node:os';
import path from 'node:path';
import { parsePlatformType, type PlatformType } from '@loomflow/core';
import { licenseConfig, type LicenseConfig } from './license-config.ts';
import { logFilesConfig, storageConfig, type LogFilesConfig, type StorageConfig } from './storage-config.ts';
import { billingConfig, type BillingConfig } from './billing-config.ts';
import {
  mcpStdioConfig,
  outboundHttpConfig,
  sandboxConfig,
  secretKeyConfig,
  sqlDatabaseFilesConfig,
  type McpStdioConfig,
  type OutboundHttpConfig,
  type SandboxConfig,
  type SecretKeyConfig,
  type SqlDatabaseFilesConfig,
} from './runtime-safety-config.ts';
import { queueConfig, type QueueConfig } from './queue-config.ts';
import type { ServerEnv, ServerEnvironmentName } from './environment-names.ts';
import { runtimeVariablesConfig, type RuntimeVariablesConfig } from './runtime-variables-config.ts';
import { assistantsApiConfig, type AssistantsApiConfig } from './assistants-config.ts';

export interface DatabaseConfig {
  readonly type: 'sqlite' | 'postgres';
  /** SQLite file path (type sqlite). */
  readonly sqlitePath: string;
  /** PostgreSQL connection (type postgres). */
  readonly postgres: {
    readonly connectionString?: string | undefined;
    readonly host: string;
    readonly port: number;
    readonly database: string;
    readonly user: string;
    readonly password?: string | undefined;
    readonly ssl: boolean;
    /** Schema holding Loomflow's tables (tests use a fresh one each). */
    readonly schema?: string | undefined;
    /** Connections kept in the pool. */
    readonly poolMax: number;
  };
}

export interface SmtpConfig {
  readonly host: string;
  readonly port: number;
  readonly user?: string | undefined;
  readonly password?: string | undefined;
  readonly secure: boolean;
  readonly sender: string;
}

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  readonly platform: PlatformType;
  readonly dataDir: string;
  readonly database: DatabaseConfig;
  /** Public address of the app, used in links sent by mail. */
  readonly appUrl: string;
  readonly smtp?: SmtpConfig | undefined;
  readonly auth: {
    readonly accessTokenSecret?: string | undefined;
    readonly accessTokenTtlSeconds: number;
    readonly refreshTokenTtlSeconds: number;
    /** Set the Secure flag on cookies (https deployments). */
    readonly secureCookies: boolean;
    /** Login attempts allowed per address and per account within `loginWindowSeconds`. */
    readonly loginAttemptsPerAddress: number;
    readonly loginAttemptsPerAccount: number;
    readonly loginWindowSeconds: number;
    /** A just-rotated refresh token still works this long (two tabs refreshing at once); reuse after is theft. */
    readonly refreshReuseGraceSeconds: number;
  };
  readonly bodyLimitBytes: number;
  readonly logLevel: string;
  readonly secretKey: SecretKeyConfig;
  readonly sandbox: SandboxConfig;
  readonly outboundHttp: OutboundHttpConfig;
  /** Stdio MCP servers flows may start (`CUSTOM_MCP_ALLOWED_COMMANDS`); none when absent. */
  readonly mcpStdio?: McpStdioConfig | undefined;
  /** Where flows may open SQLite files (`SQL_DATABASE_DIRS`); never the server's own files. */
  readonly sqlDatabaseFiles: SqlDatabaseFilesConfig;
  /** Enterprise license sources (PLATFORM_TYPE=enterprise only). */
  readonly license: LicenseConfig;
  /** Cloud plans and the payment provider (docs/operations.md, Billing). */
  readonly billing: BillingConfig;
  /** Directory of the built web app; served at `/` when it exists. */
  readonly webDistDir?: string | undefined;
  /** Flow runs (prediction API); defaults apply when absent. */
  readonly runs?: RunsConfig | undefined;
  /** Uploaded files (`STORAGE_TYPE`, `BLOB_STORAGE_PATH`, `S3_*`); local disk under DATA_DIR when absent. */
  readonly storage?: StorageConfig | undefined;
  /** Rolling log files (`LOG_PATH`); none are written when absent. */
  readonly logFiles?: LogFilesConfig | undefined;
  /** `APP_URL` when set: the base of single sign-on redirect URIs (else the request's own address). */
  readonly publicUrl?: string | undefined;
  /** Cross-origin requests (`CORS_ORIGINS`, `CORS_ALLOW_CREDENTIALS`); see http/cors.ts. */
  readonly cors?: { readonly origins: string | undefined; readonly allowCredentials: boolean } | undefined;
  /** Queue mode (`MODE=queue`, Redis, BullMQ); in-process when absent. See queue-config.ts. */
  readonly queue?: QueueConfig | undefined;
  /** The Assistants API addresses (`OPENAI_BASE_URL`, `AZURE_OPENAI_ENDPOINT`); the providers' own when absent. */
  readonly assistantsApi?: AssistantsApiConfig | undefined;
  /** Environment variables runtime variables may read (`RUNTIME_VARIABLES_ALLOW`); none when absent. */
  readonly runtimeVariables?: RuntimeVariablesConfig | undefined;
}

export interface RunsConfig {
  /** `STREAM_HEARTBEAT_MS`: a `:heartbeat` comment on streamed predictions this often (Flowise: 30 s). */
  readonly streamHeartbeatMs: number;
  /** `MAX_LOOP_COUNT`: the most any Loop node may go round (Flowise's name). */
  readonly maxLoopCount: number;
  /** `AGENTFLOW_TIMEOUT_MS`: wall-clock limit of one run; it then ends TIMEOUT. */
  readonly runTimeoutMs: number;
}

type Env = ServerEnv;

function integer(env: Env, name: ServerEnvironmentName, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`Environment variable ${name} must be a non-negative number, got "${raw}"`);
  }
  return value;
}

function flag(env: Env, name: ServerEnvironmentName, fallback = false): boolean {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(raw.trim().toLowerCase());
}

function expandHome(value: string): string {
  return value.startsWith('~') ? path.join(homedir(), value.slice(1)) : value;
}

function databaseConfig(env: Env, dataDir: string): DatabaseConfig {
  const type = (env.DATABASE_TYPE ?? 'sqlite').trim().toLowerCase();
  if (type !== 'sqlite' && type !== 'postgres') {
    throw new Error(`DATABASE_TYPE must be "sqlite" or "postgres", got "${env.DATABASE_TYPE ?? ''}"`);
  }
  const sqliteDir = env.DATABASE_PATH ? expandHome(env.DATABASE_PATH) : dataDir;
  return {
    type,
    sqlitePath: path.join(sqliteDir, 'database.sqlite'),
    postgres: {
      connectionString: env.DATABASE_URL || undefined,
      host: env.DATABASE_HOST ?? '127.0.0.1',
      port: integer(env, 'DATABASE_PORT', 5432),
      database: env.DATABASE_NAME ?? 'loomflow',
      user: env.DATABASE_USER ?? 'postgres',
      password: env.DATABASE_PASSWORD || undefined,
      ssl: flag(env, 'DATABASE_SSL'),
      schema: env.DATABASE_SCHEMA || undefined,
      poolMax: integer(env, 'DATABASE_POOL_MAX', 10),
    },
  };
}

function smtpConfig(env: Env): SmtpConfig | undefined {
  if (!env.SMTP_HOST) return undefined;
  return {
    host: env.SMTP_HOST,
    port: integer(env, 'SMTP_PORT', 587),
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    secure: flag(env, 'SMTP_SECURE'),
    sender: env.SENDER_EMAIL ?? 'loomflow@localhost',
  };
}

/** Reads the configuration from environment variables (names documented in README.md). */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000);
  const dataDir = expandHome(env.DATA_DIR ?? '~/.loomflow');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    platform: parsePlatformType(env.PLATFORM_TYPE),
    dataDir,
    database: databaseConfig(env, dataDir),
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtp: smtpConfig(env),
    auth: {
      accessTokenSecret: env.JWT_AUTH_TOKEN_SECRET || undefined,
      accessTokenTtlSeconds: integer(env, 'JWT_TOKEN_EXPIRY_IN_MINUTES', 60) * 60,
      refreshTokenTtlSeconds: integer(env, 'JWT_REFRESH_TOKEN_EXPIRY_IN_MINUTES', 43_200) * 60,
      secureCookies: flag(env, 'SECURE_COOKIES'),
      loginAttemptsPerAddress: integer(env, 'LOGIN_RATE_LIMIT_PER_ADDRESS', 30),
      loginAttemptsPerAccount: integer(env, 'LOGIN_RATE_LIMIT_PER_ACCOUNT', 10),
      loginWindowSeconds: integer(env, 'LOGIN_RATE_LIMIT_WINDOW_SECONDS', 900),
      refreshReuseGraceSeconds: integer(env, 'REFRESH_TOKEN_REUSE_GRACE_SECONDS', 10),
    },
    bodyLimitBytes: integer(env, 'BODY_LIMIT_MB', 50) * 1024 * 1024,
    logLevel: env.LOG_LEVEL ?? 'info',
    secretKey: secretKeyConfig(env, dataDir),
    sandbox: sandboxConfig(env),
    outboundHttp: outboundHttpConfig(env),
    mcpStdio: mcpStdioConfig(env),
    sqlDatabaseFiles: sqlDatabaseFilesConfig(env),
    license: licenseConfig(env, dataDir),
    billing: billingConfig(env, (env.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, '')),
    webDistDir: env.WEB_DIST_DIR || undefined,
    runs: {
      streamHeartbeatMs: integer(env, 'STREAM_HEARTBEAT_MS', 30_000),
      maxLoopCount: integer(env, 'MAX_LOOP_COUNT', 10),
      runTimeoutMs: integer(env, 'AGENTFLOW_TIMEOUT_MS', 10 * 60_000),
    },
    storage: storageConfig(env, dataDir),
    logFiles: logFilesConfig(env, dataDir),
    publicUrl: env.APP_URL ? env.APP_URL.replace(/\/+$/, '') : undefined,
    cors: { origins: env.CORS_ORIGINS || undefined, allowCredentials: flag(env, 'CORS_ALLOW_CREDENTIALS') },
    queue: queueConfig(env),
    assistantsApi: assistantsApiConfig(env),
    runtimeVariables: runtimeVariablesConfig(env),
  };
}
