import type { PlatformType } from '@loomflow/core';
import { isServerEnvironmentName } from '../config/environment-names.ts';
import type { RuntimeVariablesConfig } from '../config/runtime-variables-config.ts';

/**
 * Which environment variables a runtime variable may read: only those an administrator listed in
 * `RUNTIME_VARIABLES_ALLOW`, never one the server itself reads, and none on Loomflow Cloud.
 */
export class RuntimeVariablePolicy {
  constructor(
    private readonly platform: PlatformType,
    private readonly config: RuntimeVariablesConfig = { allow: [] },
  ) {}

  /** Why a runtime variable named `name` may not read the environment, or undefined when it may. */
  refusal(name: string): string | undefined {
    if (this.platform === 'cloud')
      return 'Runtime variables are not available on Loomflow Cloud: use a static variable';
    if (isServerEnvironmentName(name))
      return `${name} is one of Loomflow's own settings: a runtime variable cannot read it`;
    if (!this.isAllowed(name))
      return (
        `${name} is not in RUNTIME_VARIABLES_ALLOW: a runtime variable reads only the environment variables ` +
        `an administrator lists there (names or PREFIX_*) in the server's environment`
      );
    return undefined;
  }

  private isAllowed(name: string): boolean {
    return this.config.allow.some((entry) =>
      entry.endsWith('*') ? name.startsWith(entry.slice(0, -1)) : name === entry,
    );
  }
}
