import type { CredentialReader, GuardedFetch } from '@loomflow/nodes/runtime';
import type { CredentialService } from '../services/credential.service.ts';

/** What loaders and embeddings reach outside, bound to the store's workspace. */
export interface DocumentRuntime {
  readonly credentials: CredentialReader;
  /** Loaders' fetch (the outbound policy's 'loader' purpose). */
  readonly fetch: GuardedFetch;
  /** Embeddings' fetch (the 'embeddings' purpose: a local Ollama works on open source). */
  readonly embeddingsFetch: GuardedFetch;
}

export function documentRuntime(
  credentials: CredentialService,
  fetches: { readonly loader: GuardedFetch; readonly embeddings: GuardedFetch },
): (workspaceId: string) => DocumentRuntime {
  return (workspaceId) => ({
    fetch: fetches.loader,
    embeddingsFetch: fetches.embeddings,
    credentials: {
      async read(credentialId) {
        try {
          return await credentials.decryptForRun(workspaceId, credentialId);
        } catch {
          throw new Error(
            `Credential ${credentialId} is missing from this workspace or cannot be read: choose another one`,
          );
        }
      },
    },
  });
}

/** The credential a component config names (`credential`, or Flowise's `FLOWISE_CREDENTIAL_ID`). */
export function credentialOf(config: Readonly<Record<string, unknown>>): string | undefined {
  for (const key of ['credential', 'FLOWISE_CREDENTIAL_ID']) {
    const value = config[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}
