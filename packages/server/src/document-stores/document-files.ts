import {
  FILE_STORAGE_PREFIX,
  fileStorageNames,
  fileStorageRef,
  type LoaderFile as LoaderFileView,
  type NodeConfig,
  type StoredDocumentFile,
} from '@loomflow/core';
import type { LoaderFile } from '@loomflow/nodes/runtime';
import { badRequest } from '../errors/app-error.ts';
import type { FileService } from '../services/file.service.ts';
import { checkUploadFileName, UnsafeNameError } from '../storage/chat-upload-names.ts';
import { newId, nowIso } from '../util/clock.ts';
import type { DocumentStoreRepos } from './document-store-repos.ts';

/** The files a loader's inputs name, ready for the loader, and as the loader's `files` list shows them. */
export interface ResolvedFiles {
  readonly files: LoaderFile[];
  readonly views: LoaderFileView[];
}

const DATA_URL = /^data:([^;,]*)(;base64)?,([^,]*)(?:,filename:(.+))?$/s;

function checkedName(name: string): string {
  try {
    return checkUploadFileName(name);
  } catch (error) {
    if (error instanceof UnsafeNameError) throw badRequest(error.message);
    throw error;
  }
}

function mimePrefix(mime: string): string {
  return mime.split('/')[0] || 'application';
}

/** Names listed in `FILE-STORAGE::["a.txt"]` (or `FILE-STORAGE::a.txt`). */
function storedNames(value: string): string[] {
  try {
    return fileStorageNames(value);
  } catch (error) {
    throw badRequest(error instanceof Error ? error.message : String(error));
  }
}

/** Flowise's `data:<mime>;base64,<data>,filename:<name>` values, alone or as a JSON list. */
function dataUrls(value: string): string[] {
  if (value.startsWith('data:')) return [value];
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed))
        return parsed.filter((item): item is string => typeof item === 'string' && item.startsWith('data:'));
    } catch {
      return [];
    }
  }
  return [];
}

/** Files uploaded to document stores: bytes and `upload_file` rows through the Files service, names per store. */
export class DocumentFiles {
  constructor(
    private readonly repos: DocumentStoreRepos,
    private readonly files: FileService,
  ) {}

  /** Streams one upload into the storage; a file of the same name in the store is replaced. */
  async store(
    workspaceId: string,
    store: { readonly id: string; readonly name: string },
    upload: { readonly name: string; readonly mime: string; readonly data: AsyncIterable<Uint8Array> },
  ): Promise<StoredDocumentFile> {
    const name = checkedName(upload.name);
    const saved = await this.files.storeStream(workspaceId, {
      name,
      mime: upload.mime,
      data: upload.data,
      usedBy: [{ type: 'Document Store', id: store.id, name: store.name }],
    });
    const replaced = await this.repos.files.put({
      id: newId(),
      workspaceId,
      storeId: store.id,
      name,
      uploadFileId: saved.id,
      mime: saved.mimeType,
      size: saved.size,
      createdDate: saved.createdDate,
    });
    if (replaced) await this.removeUpload(workspaceId, replaced);
    return { id: saved.id, name, mime: saved.mimeType, size: saved.size, ref: fileStorageRef([name]) };
  }

  /** Every file the loader's inputs reference (stored names or data URLs); unknown names are a 400. */
  async resolve(workspaceId: string, storeId: string, config: NodeConfig): Promise<ResolvedFiles> {
    const files: LoaderFile[] = [];
    const views: LoaderFileView[] = [];
    for (const value of Object.values(config)) {
      if (typeof value !== 'string') continue;
      if (value.startsWith(FILE_STORAGE_PREFIX)) {
        for (const raw of storedNames(value)) {
          const name = checkedName(raw);
          const row = await this.repos.files.findByName(workspaceId, storeId, name);
          if (!row)
            throw badRequest(`The file "${name}" is not uploaded to this document store: upload it first`);
          const uploadId = row.uploadFileId;
          files.push({
            name,
            mime: row.mime,
            size: row.size,
            read: async () => {
              try {
                return (await this.files.download(workspaceId, uploadId)).data;
              } catch {
                throw badRequest(`The file "${name}" is missing from the file storage: upload it again`);
              }
            },
          });
          views.push({
            id: row.id,
            name,
            mimePrefix: mimePrefix(row.mime),
            size: row.size,
            status: 'SYNC',
            uploaded: row.createdDate,
          });
        }
        continue;
      }
      for (const url of dataUrls(value)) {
        const match = DATA_URL.exec(url);
        if (!match)
          throw badRequest('A file value is not a data URL: send data:<type>;base64,<data>,filename:<name>');
        const mime = match[1] || 'application/octet-stream';
        const name = checkedName(match[4] ?? 'file');
        const data = match[2]
          ? Buffer.from(match[3] ?? '', 'base64')
          : Buffer.from(decodeURIComponent(match[3] ?? ''));
        files.push({ name, mime, size: data.length, read: () => Promise.resolve(data) });
        views.push({
          id: newId(),
          name,
          mimePrefix: mimePrefix(mime),
          size: data.length,
          status: 'SYNC',
          uploaded: nowIso(),
        });
      }
    }
    return { files, views };
  }

  /** Deletes every file of the store (the store goes). */
  async deleteAll(workspaceId: string, storeId: string): Promise<void> {
    for (const row of await this.repos.files.list(workspaceId, storeId))
      await this.removeUpload(workspaceId, row.uploadFileId);
  }

  private async removeUpload(workspaceId: string, uploadFileId: string): Promise<void> {
    try {
      await this.files.delete(workspaceId, uploadFileId, true);
    } catch {
      // Already deleted from the Files screen: nothing left to remove.
    }
  }
}
