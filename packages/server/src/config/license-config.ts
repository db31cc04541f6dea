import type { ServerEnv } from './environment-names.ts';
import path from 'node:path';

export interface LicenseConfig {
  /** License file read at start and on every re-check (`LICENSE_PATH`, default `$DATA_DIR/loomflow.license`). */
  readonly filePath: string;
  /** License text given directly (`LOOMFLOW_LICENSE`). */
  readonly inline?: string | undefined;
  /** Replaces the vendor's public key (`LICENSE_PUBLIC_KEY`, PEM or base64 DER). */
  readonly publicKey?: string | undefined;
}

export function licenseConfig(env: ServerEnv, dataDir: string): LicenseConfig {
  return {
    filePath: env.LICENSE_PATH || path.join(dataDir, 'loomflow.license'),
    inline: env.LOOMFLOW_LICENSE?.trim() || undefined,
    publicKey: env.LICENSE_PUBLIC_KEY || undefined,
  };
}
