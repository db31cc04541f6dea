/**
 * Every environment variable the server itself reads. The config modules read the environment only through
 * `ServerEnv`, whose keys are these names, so a new setting cannot be read without being listed here; the same
 * list is what a runtime variable may never read (services/runtime-variable-policy.ts).
 */
export const SERVER_ENVIRONMENT_NAMES = [
  // config.ts
  'PORT',
  'HOST',
  'PLATFORM_TYPE',
  'DATA_DIR',
  'APP_URL',
  'BODY_LIMIT_MB',
  'LOG_LEVEL',
  'WEB_DIST_DIR',
  'CORS_ORIGINS',
  'CORS_ALLOW_CREDENTIALS',
  'STREAM_HEARTBEAT_MS',
  'MAX_LOOP_COUNT',
  'AGENTFLOW_TIMEOUT_MS',
  'RUNTIME_VARIABLES_ALLOW',
  'TRUST_PROXY',
  'DATABASE_TYPE',
  'DATABASE_PATH',
  'DATABASE_URL',
  'DATABASE_HOST',
  'DATABASE_PORT',
  'DATABASE_NAME',
  'DATABASE_USER',
  'DATABASE_PASSWORD',
  'DATABASE_SSL',
  'DATABASE_SCHEMA',
  'DATABASE_POOL_MAX',
  'SMTP_HOST',
  'SMTP_PORT',
  'SMTP_USER',
  'SMTP_PASSWORD',
  'SMTP_SECURE',
  'SENDER_EMAIL',
  'JWT_AUTH_TOKEN_SECRET',
  'JWT_TOKEN_EXPIRY_IN_MINUTES',
  'JWT_REFRESH_TOKEN_EXPIRY_IN_MINUTES',
  'SECURE_COOKIES',
  'LOGIN_RATE_LIMIT_PER_ADDRESS',
  'LOGIN_RATE_LIMIT_PER_ACCOUNT',
  'LOGIN_RATE_LIMIT_WINDOW_SECONDS',
  'REFRESH_TOKEN_REUSE_GRACE_SECONDS',
  // runtime-safety-config.ts
  'LOOMFLOW_SECRETKEY',
  'LOOMFLOW_NEW_SECRETKEY',
  'SECRETKEY_PATH',
  'SANDBOX_TIMEOUT_MS',
  'SANDBOX_MEMORY_MB',
  'SANDBOX_MAX_CONCURRENT',
  'SANDBOX_MAX_QUEUED',
  'HTTP_DENY_LIST',
  'HTTP_ALLOW_LIST',
  'CUSTOM_MCP_ALLOWED_COMMANDS',
  'SQL_DATABASE_DIRS',
  // license-config.ts
  'LICENSE_PATH',
  'LOOMFLOW_LICENSE',
  'LICENSE_PUBLIC_KEY',
  // storage-config.ts
  'STORAGE_TYPE',
  'BLOB_STORAGE_PATH',
  'S3_STORAGE_BUCKET_NAME',
  'S3_STORAGE_REGION',
  'S3_STORAGE_ACCESS_KEY_ID',
  'S3_STORAGE_SECRET_ACCESS_KEY',
  'S3_ENDPOINT_URL',
  'S3_FORCE_PATH_STYLE',
  'LOG_PATH',
  'LOG_MAX_FILE_MB',
  'LOG_MAX_FILES',
  // billing-config.ts
  'STRIPE_SECRET_KEY',
  'STRIPE_API_HOST',
  'STRIPE_API_PORT',
  'STRIPE_API_PROTOCOL',
  'STRIPE_STARTER_PRICE_ID',
  'STRIPE_PRO_PRICE_ID',
  'STRIPE_SEAT_PRICE_ID',
  'STRIPE_TRIAL_DAYS',
  'BILLING_CONTACT_EMAIL',
  'BILLING_PORTAL_RETURN_URL',
  // queue-config.ts
  'MODE',
  'REDIS_URL',
  'REDIS_HOST',
  'REDIS_PORT',
  'REDIS_USERNAME',
  'REDIS_PASSWORD',
  'QUEUE_NAME',
  'WORKER_CONCURRENCY',
  'REMOVE_ON_AGE',
  'REMOVE_ON_COUNT',
  'QUEUE_REDIS_TIMEOUT_MS',
  'QUEUE_LOCK_DURATION_MS',
  'QUEUE_STALLED_INTERVAL_MS',
  'WORKER_PORT',
  'ENABLE_METRICS',
  // assistants-config.ts
  'OPENAI_BASE_URL',
  'AZURE_OPENAI_ENDPOINT',
  // tests and the process itself
  'TEST_DATABASE_URL',
  'PATH',
  'NODE_OPTIONS',
] as const;

export type ServerEnvironmentName = (typeof SERVER_ENVIRONMENT_NAMES)[number];

/** The environment as the config modules see it: only the names listed above can be read. */
export type ServerEnv = Readonly<Partial<Record<ServerEnvironmentName, string>>>;

/**
 * Families of names that belong to Loomflow's own settings even when no setting reads them yet (a runtime
 * variable may not read them either).
 */
export const SERVER_ENVIRONMENT_PREFIXES = [
  'LOOMFLOW_',
  'DATABASE_',
  'JWT_',
  'SMTP_',
  'REDIS_',
  'S3_',
  'STRIPE_',
];

const serverNames = new Set<string>(SERVER_ENVIRONMENT_NAMES);

/** True for an environment variable Loomflow's server reads (or a name of one of its settings' families). */
export function isServerEnvironmentName(name: string): boolean {
  const upper = name.toUpperCase();
  return serverNames.has(upper) || SERVER_ENVIRONMENT_PREFIXES.some((prefix) => upper.startsWith(prefix));
}
