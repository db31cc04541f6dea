import type { InstanceSettingRepository } from '../db/repositories/instance-setting.repository.ts';
import { randomToken } from './opaque-token.ts';

export interface InstanceSecrets {
  readonly accessTokenSecret: string;
  /** Keys the XSRF tokens derived from login sessions. */
  readonly xsrfSecret: string;
}

/**
 * Secrets come from the environment when set; otherwise each is generated once and kept in the database, so
 * every server of one installation (and every restart) agrees without any setup.
 */
export async function loadInstanceSecrets(
  settings: InstanceSettingRepository,
  fromEnvironment: { accessTokenSecret?: string | undefined },
): Promise<InstanceSecrets> {
  const accessTokenSecret =
    fromEnvironment.accessTokenSecret ?? (await settings.getOrCreate('jwt.access.secret', randomToken(48)));
  const xsrfSecret = await settings.getOrCreate('xsrf.secret', randomToken(48));
  return { accessTokenSecret, xsrfSecret };
}
