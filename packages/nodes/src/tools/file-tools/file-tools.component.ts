import type { NodeName } from '../../node-registry.ts';
import { DynamicStructuredTool } from '@langchain/core/tools';
import {
  textInput,
  type ChatflowComponent,
  type ChatflowInitContext,
} from '../../runtime/chatflow-component.ts';
import type { WorkspaceFiles } from '../../runtime/node-executor.ts';
import { storageFileName } from './file-name.ts';

function filesOf(context: ChatflowInitContext, label: string): WorkspaceFiles {
  const files = context.services.files;
  if (!files) throw new Error(`${label}: this server offers no workspace file storage`);
  return files;
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return value === undefined || value === null ? '' : JSON.stringify(value);
}

/** Read File: the model reads a text file of the workspace's storage (relative names only). */
export const readFileComponent: ChatflowComponent<NodeName> = {
  name: 'readFile',
  init(context) {
    const files = filesOf(context, 'Read File');
    const basePath = textInput(context.inputs, 'basePath').trim();
    storageFileName(basePath, 'check');
    return Promise.resolve(
      new DynamicStructuredTool({
        name: 'read_file',
        description: 'Read a file from the workspace storage',
        schema: {
          type: 'object',
          properties: { file_path: { type: 'string', description: 'name of the file' } },
          required: ['file_path'],
        },
        func: (args: Readonly<Record<string, unknown>>) =>
          files.read(storageFileName(basePath, text(args.file_path)), context.signal),
      }),
    );
  },
};

/** Write File: the model writes a text file into the workspace's storage (relative names only). */
export const writeFileComponent: ChatflowComponent<NodeName> = {
  name: 'writeFile',
  init(context) {
    const files = filesOf(context, 'Write File');
    const basePath = textInput(context.inputs, 'basePath').trim();
    storageFileName(basePath, 'check');
    return Promise.resolve(
      new DynamicStructuredTool({
        name: 'write_file',
        description: 'Write a file to the workspace storage',
        schema: {
          type: 'object',
          properties: {
            file_path: { type: 'string', description: 'name of the file' },
            text: { type: 'string', description: 'text to write to the file' },
          },
          required: ['file_path', 'text'],
        },
        func: async (args: Readonly<Record<string, unknown>>) => {
          const name = storageFileName(basePath, text(args.file_path));
          await files.write(name, text(args.text), context.signal);
          return `File written to ${name} successfully.`;
        },
      }),
    );
  },
};
