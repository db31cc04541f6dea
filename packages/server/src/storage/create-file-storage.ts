import type { StorageConfig } from '../config/storage-config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalFileStorage } from './local-file-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

export function createFileStorage(config: StorageConfig): FileStorage {
  return config.type === 's3' ? new S3FileStorage(config) : new LocalFileStorage(config.path);
}
