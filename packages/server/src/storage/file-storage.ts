/**
 * Where the bytes of uploaded files live. Keys are relative paths made of safe segments
 * (`<workspaceId>/<fileId>/<name>`); the database keeps the key, name, size and type.
 */
export interface FileStorage {
  put(key: string, data: Buffer, mimeType: string): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the object; a missing one is fine. */
  delete(key: string): Promise<void>;
  /**
   * Streams bytes into the object without holding them all in memory (large document uploads); answers the
   * byte count. Storages without it are given a buffer through `put`.
   */
  putStream?(key: string, data: AsyncIterable<Uint8Array>, mimeType: string): Promise<number>;
}

const SEGMENT = /^[A-Za-z0-9._-]{1,200}$/;

/** Refuses keys that could leave the storage root or mean different things on different backends. */
export function checkStorageKey(key: string): string[] {
  const segments = key.split('/');
  for (const segment of segments) {
    if (!SEGMENT.test(segment) || segment === '.' || segment === '..')
      throw new Error(`Invalid storage key "${key}": use segments of letters, digits, dot, dash, underscore`);
  }
  return segments;
}

/** A file name reduced to a safe key segment (the original name stays in the database). */
export function storageSafeName(name: string): string {
  const cleaned = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(-120);
  return cleaned === '' ? 'file' : cleaned;
}
