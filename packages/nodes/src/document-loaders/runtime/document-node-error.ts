/**
 * A document node (loader, splitter, embeddings) that cannot do its work with the inputs or files it was given:
 * the message names the node and says what to fix (unreadable PDF, bad JSON pointer, HTTP status…).
 */
export class DocumentNodeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DocumentNodeError';
  }
}

/** The message of anything thrown, for error texts. */
export function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
