import type { AppConfig } from '../config/config.ts';
import { storageConfig } from '../config/storage-config.ts';
import type { Db } from '../db/database.ts';
import type { Repositories } from '../db/repositories/index.ts';
import { SsoConfigRepository } from '../db/repositories/sso-config.repository.ts';
import { SsoLoginRepository } from '../db/repositories/sso-login.repository.ts';
import { UploadFileRepository } from '../db/repositories/upload-file.repository.ts';
import { RollingLogFile } from '../logging/rolling-log-file.ts';
import { CredentialCipher } from '../secrets/credential-cipher.ts';
import { loadEncryptionKey } from '../secrets/encryption-key.ts';
import { SsoConfigService } from '../sso/sso-config.service.ts';
import { SsoLoginService } from '../sso/sso-login.service.ts';
import { createFileStorage } from '../storage/create-file-storage.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import type { AuthUserService } from './auth-user.service.ts';
import { FileService } from './file.service.ts';
import type { LoginActivityService } from './login-activity.service.ts';
import { LogsService } from './logs.service.ts';
import type { SessionService } from './session.service.ts';

/** Single sign-on, uploaded files and the server's logs (issue 4 items 4, 6, 7). */
export interface SsoFilesLogsServices {
  readonly ssoConfig: SsoConfigService;
  readonly ssoLogin: SsoLoginService;
  /** The workspace's uploaded files: `files.store(workspaceId, {name, mime, data, usedBy})` keeps one. */
  readonly files: FileService;
  readonly fileStorage: FileStorage;
  readonly logs: LogsService;
  /** The rolling log files the HTTP app's logger writes to (absent when LOG_PATH is not configured). */
  readonly logFile: RollingLogFile | undefined;
}

export async function createSsoFilesLogsServices(
  config: AppConfig,
  db: Db,
  repos: Repositories,
  sessions: SessionService,
  authUsers: AuthUserService,
  loginActivity: LoginActivityService | undefined,
): Promise<SsoFilesLogsServices> {
  // The SSO client secrets are encrypted with the credential key (same key, own binding context).
  const cipher = new CredentialCipher(loadEncryptionKey(config.secretKey).material);
  const ssoConfig = new SsoConfigService(new SsoConfigRepository(db), cipher);
  const fileStorage = await createFileStorage(config.storage ?? storageConfig({}, config.dataDir));
  const logFile = config.logFiles ? new RollingLogFile(config.logFiles) : undefined;
  return {
    ssoConfig,
    ssoLogin: new SsoLoginService(
      db,
      repos,
      new SsoLoginRepository(db),
      ssoConfig,
      sessions,
      authUsers,
      loginActivity,
    ),
    files: new FileService(new UploadFileRepository(db), fileStorage),
    fileStorage,
    logs: new LogsService(logFile, config.platform),
    logFile,
  };
}
