/** Who is calling, once authenticated. */
export interface RequestAccess {
  readonly via: 'session' | 'apiKey';
  readonly userId: string | null;
  readonly sessionId: string | null;
  readonly apiKeyId: string | null;
  readonly organizationId: string | null;
  readonly workspaceId: string | null;
  readonly permissions: readonly string[];
  readonly isGlobal: boolean;
}
