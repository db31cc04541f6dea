import type { NodeName } from '../../node-registry.ts';
import { FILE_STORAGE_PREFIX, fileStorageNames } from '@loomflow/core';
import { Document } from '@langchain/core/documents';
import { TextSplitter } from '@langchain/textsplitters';
import { DOCUMENT_LOADERS } from '../../document-loaders/runtime/document-loader-registry.ts';
import { findNodeDefinition } from '../../node-registry.ts';
import {
  ChatflowInputError,
  optionalInput,
  type ChatflowComponent,
  type ChatflowInitContext,
} from '../../runtime/chatflow-component.ts';
import type { LoaderFile } from '../../runtime/document-processing.ts';
import { fetchFor } from '../../runtime/outbound-port.ts';

function isTextSplitter(value: unknown): value is TextSplitter {
  return value instanceof TextSplitter;
}

/** The values of a file input: one data URL, a JSON list of them, or nothing. */
function fileValues(value: unknown): string[] {
  if (typeof value !== 'string' || value.trim() === '') return [];
  const text = value.trim();
  if (!text.startsWith('[')) return [text];
  const parsed: unknown = JSON.parse(text);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** A file sent with the flow as Flowise saves it: `data:<mime>;base64,<data>,filename:<name>`. */
function dataUrlFile(value: string): LoaderFile {
  const match = /^data:([^;,]*)(?:;[^,]*)?;base64,([^,]*),filename:(.+)$/s.exec(value);
  if (!match) throw new ChatflowInputError('the file input holds no file (expected an uploaded file)');
  const bytes = Buffer.from(match[2] ?? '', 'base64');
  return {
    name: match[3] ?? 'file',
    mime: match[1] || 'application/octet-stream',
    size: bytes.length,
    read: () => Promise.resolve(new Uint8Array(bytes)),
  };
}

/** Files kept with the flow (`FILE-STORAGE::["a.txt"]`: API upserts, canvas uploads), read through the port. */
async function storedFiles(value: string, context: ChatflowInitContext): Promise<LoaderFile[]> {
  const reader = context.services.flowFiles;
  if (!reader)
    throw new ChatflowInputError(
      'files kept in the flow’s storage cannot be read in this run: send the file with the request instead',
    );
  const files: LoaderFile[] = [];
  for (const name of fileStorageNames(value)) {
    const file = await reader.read({ chatflowId: context.run.chatflowId, name }, context.signal);
    files.push({
      name,
      mime: file.mime,
      size: file.data.byteLength,
      read: () => Promise.resolve(file.data),
    });
  }
  return files;
}

/** The files a file input holds: stored references or data URLs (one, or a JSON list). */
async function inputFiles(value: unknown, context: ChatflowInitContext): Promise<LoaderFile[]> {
  if (typeof value === 'string' && value.trim().startsWith(FILE_STORAGE_PREFIX))
    return storedFiles(value.trim(), context);
  return fileValues(value).map(dataUrlFile);
}

/** Each document loader node as a chatflow component: its init gives its documents (split when a splitter is connected). */
export const LOADER_COMPONENTS: readonly ChatflowComponent<NodeName>[] = [...DOCUMENT_LOADERS.values()].map(
  (loader) => ({
    name: loader.name,
    async init(context) {
      const fileParams = (findNodeDefinition(loader.name)?.inputs ?? []).filter(
        (param) => param.type === 'file',
      );
      const files: LoaderFile[] = [];
      for (const param of fileParams) files.push(...(await inputFiles(context.inputs[param.name], context)));
      const loaded = await loader.load({
        inputs: context.inputs,
        files,
        credentialId: context.credentialId,
        credentials: context.services.credentials,
        fetch: fetchFor(context.services, 'loader'),
        signal: context.signal,
      });
      const documents = loaded.map(
        (document) => new Document({ pageContent: document.pageContent, metadata: { ...document.metadata } }),
      );
      const splitter = optionalInput(context.inputs, 'textSplitter', isTextSplitter, 'a text splitter');
      return splitter ? splitter.splitDocuments(documents) : documents;
    },
  }),
);
