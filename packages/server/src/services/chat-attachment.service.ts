import type { Attachment } from '@loomflow/core';
import { AppError, badRequest } from '../errors/app-error.ts';
import { checkUploadFileName, checkUploadId } from '../storage/chat-upload-names.ts';
import type { ChatUploadStore } from '../storage/chat-upload-store.ts';
import type { PublicCaller, PublicFlowAccess } from './public-flow-access.ts';
import { extractText, UnsupportedFileTypeError } from './text-extraction.ts';
import { refuseUnsafe } from './upload-name-checks.ts';
import { chatbotConfigOf } from './uploads-config.ts';

/** The largest attachment this server takes, per file; a flow's `fullFileUpload.maxUploadSize` may lower it. */
export const ATTACHMENT_MAX_FILE_MB = 20;

/** A file part of `POST /attachments/{flowId}/{chatId}`. */
export interface IncomingFile {
  readonly name: string;
  readonly mimeType: string;
  readonly data: Buffer;
}

function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

/**
 * Whether a flow's `fullFileUpload.allowedUploadFileTypes` (comma separated MIME types such as `text/plain` or
 * `image/*`, or extensions such as `.pdf`, as Flowise versions wrote them) admits a file; an empty list admits all.
 */
export function allowedByFlow(allowed: readonly string[], file: IncomingFile): boolean {
  if (allowed.length === 0) return true;
  const mime = file.mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  const name = file.name.toLowerCase();
  return allowed.some((entry) => {
    const type = entry.toLowerCase();
    if (type === '*' || type === '*/*') return true;
    if (type.startsWith('.')) return name.endsWith(type);
    if (type.endsWith('/*')) return mime.startsWith(type.slice(0, -1));
    return mime === type;
  });
}

/**
 * `POST /attachments/{flowId}/{chatId}`: keeps each file under the flow and chat and answers its text (Flowise's
 * attachments, used by chat clients to send a file's contents with the next message). Every file is checked —
 * name, size, readable type — before any is stored.
 */
export class ChatAttachmentService {
  constructor(
    private readonly access: PublicFlowAccess,
    private readonly uploads: ChatUploadStore,
  ) {}

  async attach(
    flowId: string,
    chatId: string,
    files: readonly IncomingFile[],
    options: { readonly base64: boolean },
    caller: PublicCaller,
  ): Promise<Attachment[]> {
    refuseUnsafe(() => {
      checkUploadId(flowId, 'chatflowId');
      checkUploadId(chatId, 'chatId');
    });
    const flow = await this.access.open(flowId, caller);
    if (files.length === 0)
      throw badRequest('No files received: send them as multipart/form-data parts named "files"');
    const fullFileUpload = chatbotConfigOf(flow).fullFileUpload;
    const requested = fullFileUpload?.maxUploadSize;
    const allowedTypes =
      fullFileUpload?.status === true
        ? (fullFileUpload.allowedUploadFileTypes ?? '')
            .split(',')
            .map((type) => type.trim())
            .filter((type) => type !== '')
        : [];
    const maxMb =
      typeof requested === 'number' && requested > 0
        ? Math.min(requested, ATTACHMENT_MAX_FILE_MB)
        : ATTACHMENT_MAX_FILE_MB;
    const prepared: { file: IncomingFile; content: string }[] = [];
    for (const file of files) {
      refuseUnsafe(() => checkUploadFileName(file.name));
      if (file.data.length > maxMb * 1024 * 1024)
        throw new AppError(
          413,
          `"${file.name}" is ${megabytes(file.data.length)} MB: attachments to this chat are limited to ${String(maxMb)} MB per file`,
        );
      if (!allowedByFlow(allowedTypes, file))
        throw new AppError(
          415,
          `"${file.name}" (${file.mimeType}) is not a file type this chat accepts: ${allowedTypes.join(', ')}`,
        );
      let content: string;
      try {
        content = options.base64
          ? file.data.toString('base64')
          : await extractText(file.name, file.mimeType, file.data);
      } catch (error) {
        if (error instanceof UnsupportedFileTypeError) throw new AppError(415, error.message);
        throw error;
      }
      prepared.push({ file, content });
    }
    const attachments: Attachment[] = [];
    for (const { file, content } of prepared) {
      await this.uploads.put(
        { workspaceId: flow.workspaceId, chatflowId: flow.id, chatId, fileName: file.name },
        file.data,
        file.mimeType,
      );
      attachments.push({ name: file.name, mimeType: file.mimeType, size: file.data.length, content });
    }
    return attachments;
  }

  /** `GET /get-upload-file`: a file kept for the flow's chat (404 when there is none). */
  async download(flowId: string, chatId: string, fileName: string, caller: PublicCaller): Promise<Buffer> {
    refuseUnsafe(() => {
      checkUploadId(flowId, 'chatflowId');
      checkUploadId(chatId, 'chatId');
      checkUploadFileName(fileName);
    });
    const flow = await this.access.open(flowId, caller);
    const data = await this.uploads.get({
      workspaceId: flow.workspaceId,
      chatflowId: flow.id,
      chatId,
      fileName,
    });
    if (!data) throw new AppError(404, `File "${fileName}" not found in chat ${chatId} of this flow`);
    return data;
  }
}
