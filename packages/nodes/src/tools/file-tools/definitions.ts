// Data declared by Flowise 3.x for the file tool components (names, parameter names, types), kept compatible.
import { defineNode } from '../../define-node.ts';

const basePath = {
  label: 'Base Path',
  name: 'basePath',
  type: 'string',
  description: "A folder inside the workspace's file storage; file names are relative to it.",
  placeholder: 'notes',
  optional: true,
} as const;

/** Read File (Tools): reads a text file of the workspace's storage. */
export const readFileTool = defineNode({
  label: 'Read File',
  name: 'readFile',
  version: 1,
  type: 'ReadFile',
  category: 'Tools',
  description: 'Read file from disk',
  baseClasses: ['ReadFile', 'Tool', 'StructuredTool', 'Runnable'],
  inputs: [basePath],
});

/** Write File (Tools): writes a text file into the workspace's storage. */
export const writeFileTool = defineNode({
  label: 'Write File',
  name: 'writeFile',
  version: 1,
  type: 'WriteFile',
  category: 'Tools',
  description: 'Write file to disk',
  baseClasses: ['WriteFile', 'Tool', 'StructuredTool', 'Runnable'],
  inputs: [basePath],
});
