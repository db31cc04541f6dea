/** Tables of migration 0009 (single sign-on, uploaded files); part of `Database` in schema.ts. */
export interface SsoConfigTable {
  /** azure | google | auth0 | oidc: one configuration per provider for the instance. */
  provider: string;
  /** The organization that set it up; accounts created at sign-in join its Default Workspace. */
  organizationId: string;
  enabled: number;
  clientId: string;
  /** Encrypted with the credential key (credential-cipher), bound to the provider. */
  clientSecret: string | null;
  issuer: string;
  tenantId: string | null;
  allowSignUp: number;
  createdDate: string;
  updatedDate: string;
}

/** A login in progress: `state` (redirect → callback) or `ticket` (callback → /sso-success); id is a SHA-256. */
export interface SsoLoginTable {
  id: string;
  kind: string;
  provider: string;
  codeVerifier: string | null;
  nonce: string | null;
  userId: string | null;
  sessionId: string | null;
  expiresAt: string;
  createdDate: string;
}

/** A file uploaded to a workspace; `usedBy` is the JSON text of a FileUsage array. */
export interface UploadFileTable {
  id: string;
  workspaceId: string;
  name: string;
  mimeType: string;
  size: number;
  storageKey: string;
  usedBy: string;
  createdDate: string;
}
