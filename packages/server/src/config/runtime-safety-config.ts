import type { ServerEnv, ServerEnvironmentName } from './environment-names.ts';
import path from 'node:path';

type Env = ServerEnv;

/** Where the credentials' encryption key comes from. */
export interface SecretKeyConfig {
  /** `LOOMFLOW_SECRETKEY`: the key itself; when set, no key file is read or written. */
  readonly fromEnvironment?: string | undefined;
  /** `SECRETKEY_PATH`: the key file, created with mode 0600 on first start (default `$DATA_DIR/encryption.key`). */
  readonly filePath: string;
}

/** Limits of the JavaScript sandbox (custom tools, custom functions). */
export interface SandboxConfig {
  readonly timeoutMs: number;
  readonly memoryMb: number;
  /** Runs at once; more wait in line, up to `maxQueued`, then are refused. */
  readonly maxConcurrent: number;
  readonly maxQueued: number;
}

/** Outbound HTTP made for users (sandbox fetch, HTTP node): the SSRF guard's lists. */
export interface OutboundHttpConfig {
  /** `HTTP_DENY_LIST`: host names, IP addresses or CIDR ranges refused on top of the private ranges. */
  readonly denyList: readonly string[];
  /** `HTTP_ALLOW_LIST`: host names, IP addresses or CIDR ranges allowed even though private (an in-house Ollama). */
  readonly allowList: readonly string[];
}

/** Stdio MCP servers (Custom MCP with a "command"): `CUSTOM_MCP_ALLOWED_COMMANDS`, exact commands; none by default. */
export interface McpStdioConfig {
  readonly allowedCommands: readonly string[];
}

/** SQLite files flows may open (Sql Database Chain): `SQL_DATABASE_DIRS`, absolute directories; none by default. */
export interface SqlDatabaseFilesConfig {
  readonly allowedDirs: readonly string[];
}

function positive(env: Env, name: ServerEnvironmentName, fallback: number, minimum = 1): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < minimum) {
    throw new Error(`Environment variable ${name} must be a whole number ≥ ${minimum}, got "${raw}"`);
  }
  return value;
}

function list(env: Env, name: ServerEnvironmentName): string[] {
  return (env[name] ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

export function secretKeyConfig(env: Env, dataDir: string): SecretKeyConfig {
  return {
    fromEnvironment: env.LOOMFLOW_SECRETKEY || undefined,
    filePath: env.SECRETKEY_PATH ? path.resolve(env.SECRETKEY_PATH) : path.join(dataDir, 'encryption.key'),
  };
}

export function sandboxConfig(env: Env): SandboxConfig {
  return {
    timeoutMs: positive(env, 'SANDBOX_TIMEOUT_MS', 10_000, 50),
    memoryMb: positive(env, 'SANDBOX_MEMORY_MB', 128, 16),
    maxConcurrent: positive(env, 'SANDBOX_MAX_CONCURRENT', 4),
    maxQueued: positive(env, 'SANDBOX_MAX_QUEUED', 100, 0),
  };
}

export function outboundHttpConfig(env: Env): OutboundHttpConfig {
  return { denyList: list(env, 'HTTP_DENY_LIST'), allowList: list(env, 'HTTP_ALLOW_LIST') };
}

export function mcpStdioConfig(env: Env): McpStdioConfig {
  return { allowedCommands: list(env, 'CUSTOM_MCP_ALLOWED_COMMANDS') };
}

export function sqlDatabaseFilesConfig(env: Env): SqlDatabaseFilesConfig {
  const allowedDirs = list(env, 'SQL_DATABASE_DIRS');
  for (const dir of allowedDirs)
    if (!path.isAbsolute(dir))
      throw new Error(
        `SQL_DATABASE_DIRS must list absolute directory paths separated by commas, got "${dir}": write it from the root, e.g. /srv/loomflow/sqlite`,
      );
  return { allowedDirs: allowedDirs.map((dir) => path.resolve(dir)) };
}
