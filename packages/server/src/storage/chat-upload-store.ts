import { checkUploadFileName, checkUploadId } from './chat-upload-names.ts';
import { storageSafeName, type FileStorage } from './file-storage.ts';

/** Where one chat upload lives: the flow's workspace, the flow, the chat and the file's name. */
export interface ChatUploadLocation {
  readonly workspaceId: string;
  readonly chatflowId: string;
  readonly chatId: string;
  readonly fileName: string;
}

const MIME_BY_EXTENSION: Readonly<Record<string, string>> = {
  txt: 'text/plain',
  md: 'text/markdown',
  markdown: 'text/markdown',
  csv: 'text/csv',
  json: 'application/json',
  html: 'text/html',
  htm: 'text/html',
  xml: 'application/xml',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  mp4: 'video/mp4',
};

/** A file kept with a flow (API upserts): the flow's workspace, the flow and the file's name. */
export interface FlowFileLocation {
  readonly workspaceId: string;
  readonly chatflowId: string;
  readonly fileName: string;
}

/** The content type of a stored file, from its name's extension. */
export function mimeTypeOf(fileName: string): string {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return MIME_BY_EXTENSION[extension] ?? 'application/octet-stream';
}

/**
 * Files sent in chats (attachments, prediction uploads, recordings), kept in the file storage under
 * `<workspaceId>/chat/<flowId>/<chatId>/<safe name>` like Flowise's `<flow>/<chat>/<file>`. Ids and names are
 * checked before they become a key (UnsafeNameError otherwise); the same name in the same chat replaces the file.
 */
export class ChatUploadStore {
  constructor(private readonly storage: FileStorage) {}

  private keyOf(location: ChatUploadLocation): string {
    const flow = checkUploadId(location.chatflowId, 'chatflowId');
    const chat = checkUploadId(location.chatId, 'chatId');
    const name = storageSafeName(checkUploadFileName(location.fileName));
    return `${location.workspaceId}/chat/${flow}/${chat}/${name}`;
  }

  /** Checks a location without touching the storage (throws UnsafeNameError). */
  check(location: ChatUploadLocation): void {
    this.keyOf(location);
  }

  async put(location: ChatUploadLocation, data: Buffer, mimeType: string): Promise<void> {
    await this.storage.put(this.keyOf(location), data, mimeType);
  }

  get(location: ChatUploadLocation): Promise<Buffer | undefined> {
    return this.storage.get(this.keyOf(location));
  }

  /** Files kept with the flow itself (Flowise's `<flow>/<file>`), under `<workspaceId>/flow-files/<flowId>/`. */
  private flowKeyOf(location: FlowFileLocation): string {
    const flow = checkUploadId(location.chatflowId, 'chatflowId');
    const name = storageSafeName(checkUploadFileName(location.fileName));
    return `${location.workspaceId}/flow-files/${flow}/${name}`;
  }

  checkFlowFile(location: FlowFileLocation): void {
    this.flowKeyOf(location);
  }

  async putFlowFile(location: FlowFileLocation, data: Buffer, mimeType: string): Promise<void> {
    await this.storage.put(this.flowKeyOf(location), data, mimeType);
  }

  getFlowFile(location: FlowFileLocation): Promise<Buffer | undefined> {
    return this.storage.get(this.flowKeyOf(location));
  }
}
