import type { StorageConfig } from '../config/storage-config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';

/** The configured storage; the S3 client is loaded only when STORAGE_TYPE=s3. */
export async function createFileStorage(config: StorageConfig): Promise<FileStorage> {
  if (config.type !== 's3') return new LocalFileStorage(config.path);
  const { S3FileStorage } = await import('./s3-file-storage.ts');
  return new S3FileStorage(config);
}
