import type { ServerEnv } from './environment-names.ts';

/**
 * `RUNTIME_VARIABLES_ALLOW`: the environment variables a runtime variable may read, comma-separated exact names
 * or `PREFIX_*` families (e.g. `RUNTIME_VARIABLES_ALLOW=TEAM_REGION,FLOW_*`). None by default, none on cloud,
 * and never a name the server itself reads (config/environment-names.ts).
 */
export interface RuntimeVariablesConfig {
  readonly allow: readonly string[];
}

export function runtimeVariablesConfig(env: ServerEnv): RuntimeVariablesConfig {
  const allow = (env.RUNTIME_VARIABLES_ALLOW ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  for (const entry of allow) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*\*?$/.test(entry))
      throw new Error(
        `RUNTIME_VARIABLES_ALLOW entries are names or PREFIX_* (letters, digits, underscores), got "${entry}"`,
      );
  }
  return { allow };
}
