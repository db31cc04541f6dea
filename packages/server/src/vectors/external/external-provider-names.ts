/** The external stores, by vector store node name (their clients load only when one is opened). */
export const EXTERNAL_PROVIDERS = ['qdrant', 'chroma', 'pinecone', 'redis'] as const;

/** A credential's decrypted fields, when the vector store node names one. */
export type CredentialData = Readonly<Record<string, unknown>> | undefined;
