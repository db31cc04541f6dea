import { fileStorageRef, type FlowData } from '@loomflow/core';
import { findNodeDefinition } from '@loomflow/nodes';
import { badRequest } from '../errors/app-error.ts';

/** One file sent with an upsert, already kept with the flow. */
export interface UpsertFile {
  readonly name: string;
}

interface FileInput {
  readonly nodeId: string;
  readonly param: string;
  /** Lower-case extensions with their dot; empty = any file. */
  readonly extensions: readonly string[];
}

/** The file inputs of the flow's loaders (`type: 'file'` parameters) and the extensions each takes. */
function fileInputsOf(flowData: FlowData): FileInput[] {
  return flowData.nodes.flatMap((node) =>
    (findNodeDefinition(node.data.name)?.inputs ?? []).flatMap((input) => {
      if (input.type !== 'file') return [];
      const types = typeof input.fileType === 'string' ? input.fileType : '';
      const extensions = types
        .split(',')
        .map((type) => type.trim().toLowerCase())
        .filter((type) => type.startsWith('.'));
      return [{ nodeId: node.id, param: input.name, extensions: types.includes('*') ? [] : extensions }];
    }),
  );
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/**
 * The flow with uploaded files handed to its file loaders, as Flowise does on upsert: each loader whose file types
 * include a file's extension gets `FILE-STORAGE::[names]` in its file input (replacing what the flow saved there).
 * A file no loader takes is refused, naming what the loaders accept.
 */
export function withUploadedFiles(flowData: FlowData, files: readonly UpsertFile[]): FlowData {
  if (files.length === 0) return flowData;
  const inputs = fileInputsOf(flowData);
  if (inputs.length === 0)
    throw badRequest(
      'This chatflow has no file loader to take the uploaded files: add one (Text File, PDF File…)',
    );
  const names = new Map<FileInput, string[]>();
  for (const file of files) {
    const extension = extensionOf(file.name);
    const takers = inputs.filter(
      (input) => input.extensions.length === 0 || input.extensions.includes(extension),
    );
    if (takers.length === 0) {
      const accepted = [...new Set(inputs.flatMap((input) => input.extensions))].join(', ');
      throw badRequest(`No file loader of this chatflow takes "${file.name}" (they take ${accepted})`);
    }
    for (const taker of takers) names.set(taker, [...(names.get(taker) ?? []), file.name]);
  }
  const nodes = flowData.nodes.map((node) => {
    const replaced = [...names].filter(([input]) => input.nodeId === node.id);
    if (replaced.length === 0) return node;
    const values = Object.fromEntries(
      replaced.map(([input, fileNames]) => [input.param, fileStorageRef(fileNames)]),
    );
    return { ...node, data: { ...node.data, inputs: { ...node.data.inputs, ...values } } };
  });
  return { ...flowData, nodes };
}
