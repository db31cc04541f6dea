import type { FileUsage, FilesListQuery, UploadedFile, UploadedFilesPage } from '@loomflow/core';
import { fileUsageSchema } from '@loomflow/core';
import { z } from 'zod';
import type { UploadFileRepository, UploadFileRow } from '../db/repositories/upload-file.repository.ts';
import { badRequest, notFound } from '../errors/app-error.ts';
import { storageSafeName, type FileStorage } from '../storage/file-storage.ts';
import { newId, nowIso } from '../util/clock.ts';

/** What a caller (chat attachments, document stores…) hands over to keep a file. */
export interface NewUpload {
  readonly name: string;
  readonly mime: string;
  readonly data: Buffer;
  readonly usedBy?: readonly FileUsage[];
}

/** Deleting a file still in use without `confirm=true`: says what breaks. */
export class FileInUseError extends Error {
  constructor(
    message: string,
    readonly usedBy: readonly FileUsage[],
  ) {
    super(message);
    this.name = 'FileInUseError';
  }
}

const usageListSchema = z.array(fileUsageSchema);

function parseUsage(text: string): FileUsage[] {
  try {
    const parsed = usageListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function toUploadedFile(row: UploadFileRow): UploadedFile {
  return {
    id: row.id,
    name: row.name,
    mimeType: row.mimeType,
    size: row.size,
    usedBy: parseUsage(row.usedBy),
    createdDate: row.createdDate,
  };
}

function describeUsage(usage: FileUsage): string {
  return `${usage.type} "${usage.name || usage.id}"`;
}

/** The workspace's uploaded files: metadata in `upload_file`, bytes in the file storage. */
export class FileService {
  constructor(
    private readonly files: UploadFileRepository,
    private readonly storage: FileStorage,
  ) {}

  /** Keeps an upload for the workspace and answers its record (other services call this, e.g. chat attachments). */
  async store(workspaceId: string, upload: NewUpload): Promise<UploadedFile> {
    const name = upload.name.trim().slice(0, 500);
    if (name === '') throw badRequest('A file needs a name.');
    const usedBy = usageListSchema.parse(upload.usedBy ?? []);
    const id = newId();
    const storageKey = `${workspaceId}/${id}/${storageSafeName(name)}`;
    await this.storage.put(storageKey, upload.data, upload.mime);
    const row: UploadFileRow = {
      id,
      workspaceId,
      name,
      mimeType: upload.mime.slice(0, 200) || 'application/octet-stream',
      size: upload.data.length,
      storageKey,
      usedBy: JSON.stringify(usedBy),
      createdDate: nowIso(),
    };
    try {
      await this.files.create(row);
    } catch (error) {
      await this.storage.delete(storageKey);
      throw error;
    }
    return toUploadedFile(row);
  }

  /**
   * Like `store`, for bytes that arrive as a stream (large document uploads): written through the storage's
   * `putStream` when it has one, so they are never all in memory.
   */
  async storeStream(
    workspaceId: string,
    upload: Omit<NewUpload, 'data'> & { readonly data: AsyncIterable<Uint8Array> },
  ): Promise<UploadedFile> {
    const name = upload.name.trim().slice(0, 500);
    if (name === '') throw badRequest('A file needs a name.');
    const usedBy = usageListSchema.parse(upload.usedBy ?? []);
    const id = newId();
    const storageKey = `${workspaceId}/${id}/${storageSafeName(name)}`;
    let size: number;
    if (this.storage.putStream) {
      size = await this.storage.putStream(storageKey, upload.data, upload.mime);
    } else {
      const parts: Buffer[] = [];
      for await (const part of upload.data) parts.push(Buffer.from(part));
      const data = Buffer.concat(parts);
      await this.storage.put(storageKey, data, upload.mime);
      size = data.length;
    }
    const row: UploadFileRow = {
      id,
      workspaceId,
      name,
      mimeType: upload.mime.slice(0, 200) || 'application/octet-stream',
      size,
      storageKey,
      usedBy: JSON.stringify(usedBy),
      createdDate: nowIso(),
    };
    try {
      await this.files.create(row);
    } catch (error) {
      await this.storage.delete(storageKey);
      throw error;
    }
    return toUploadedFile(row);
  }

  /** Records one more place that uses the file (no duplicate of the same type and id). */
  async addUsage(workspaceId: string, id: string, usage: FileUsage): Promise<void> {
    const row = await this.files.find(workspaceId, id);
    if (!row) throw notFound(`File ${id} not found`);
    const usedBy = parseUsage(row.usedBy).filter(
      (existing) => existing.type !== usage.type || existing.id !== usage.id,
    );
    await this.files.setUsedBy(workspaceId, id, JSON.stringify([...usedBy, fileUsageSchema.parse(usage)]));
  }

  async list(workspaceId: string, query: FilesListQuery): Promise<UploadedFilesPage> {
    const { rows, total } = await this.files.list(workspaceId, {
      offset: (query.page - 1) * query.limit,
      limit: query.limit,
      search: query.search,
    });
    return { data: rows.map(toUploadedFile), total };
  }

  async download(workspaceId: string, id: string): Promise<{ file: UploadedFile; data: Buffer }> {
    const row = await this.files.find(workspaceId, id);
    if (!row) throw notFound(`File ${id} not found`);
    const data = await this.storage.get(row.storageKey);
    if (!data) throw notFound(`The contents of "${row.name}" are missing from the file storage.`);
    return { file: toUploadedFile(row), data };
  }

  /** Deletes a file; one still in use needs `confirmed`, else FileInUseError tells what breaks. */
  async delete(workspaceId: string, id: string, confirmed: boolean): Promise<{ deleted: UploadedFile }> {
    const row = await this.files.find(workspaceId, id);
    if (!row) throw notFound(`File ${id} not found`);
    const file = toUploadedFile(row);
    if (file.usedBy.length > 0 && !confirmed) {
      throw new FileInUseError(
        `"${file.name}" is used by ${file.usedBy.map(describeUsage).join(', ')}. Deleting it breaks those: ` +
          'they will show the file as missing and it cannot be downloaded again. Delete with confirm=true to go ahead.',
        file.usedBy,
      );
    }
    if (!(await this.files.delete(workspaceId, id))) throw notFound(`File ${id} not found`);
    await this.storage.delete(row.storageKey);
    return { deleted: file };
  }
}
