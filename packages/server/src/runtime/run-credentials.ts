import type { CredentialData } from '@loomflow/core';

/**
 * What a run reads credentials through: the plain data of one credential of a workspace. The server's
 * `CredentialService` is one; runtime code depends on this port, never on the service.
 */
export interface RunCredentials {
  decryptForRun(workspaceId: string, id: string): Promise<CredentialData>;
}
