/**
 * What each encrypted value is bound to (the cipher's additional data): a value copied to another row does not
 * decrypt. The services that write the rows and the key rotation that re-encrypts them use the same contexts.
 */

/** A credential's data: bound to its workspace and id. */
export function credentialContext(workspaceId: string, id: string): string {
  return `${workspaceId}/${id}`;
}

/** A single sign-on client secret: bound to its provider row. */
export const ssoSecretContext = (provider: string) => `sso-config:${provider}`;
