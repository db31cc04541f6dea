import { describe, expect, it } from 'vitest';
import { nodeNamesOf } from '../node-names.ts';
import { findNodeDefinition, type NodeName } from '../node-registry.ts';
import type { DocumentLoaderExecutor } from './document-processing.ts';
import type { ToolBuilder } from '../tools/tool-builder.ts';
import type { ChatflowComponent } from './chatflow-component.ts';
import type { NodeExecutor } from './node-executor.ts';
import {
  CHATFLOW_COMPONENTS,
  DOCUMENT_LOADER_NAMES,
  EMBEDDINGS_NAMES,
  NODE_EXECUTORS,
  SUPPORTED_CHAT_MODELS,
  TEXT_SPLITTER_NAMES,
  findChatflowComponent,
  findNodeExecutor,
  runnableToolNames,
} from './index.ts';

const execute = () => Promise.resolve({ output: { content: '' } });
const init = () => Promise.resolve(undefined);
const load = () => Promise.resolve([]);
const build = () => Promise.reject(new Error('not built in this test'));

// The registries take their executors, components, loaders and tools by the registry's node names: a
// misspelled name does not compile (the package typecheck fails if one of these names is accepted).
export const misspelledExecutor: NodeExecutor<NodeName> = {
  // @ts-expect-error 'llmAgentFlow' is no node type
  name: 'llmAgentFlow',
  execute,
};
export const misspelledComponent: ChatflowComponent<NodeName> = {
  // @ts-expect-error 'llmchain' is no node type
  name: 'llmchain',
  init,
};
export const misspelledLoader: DocumentLoaderExecutor<NodeName> = {
  // @ts-expect-error 'textfile' is no node type
  name: 'textfile',
  load,
};
export const misspelledTool: ToolBuilder<NodeName> = {
  // @ts-expect-error 'calculater' is no node type
  name: 'calculater',
  build,
};
// Fakes and tests keep any name.
export const fakeExecutor: NodeExecutor = { name: 'fakeNode', execute };

describe('runtime registries keyed by node name', () => {
  it.each([
    ['node executors', [...NODE_EXECUTORS.keys()]],
    ['chatflow components', [...CHATFLOW_COMPONENTS.keys()]],
    ['document loaders', DOCUMENT_LOADER_NAMES],
    ['text splitters', TEXT_SPLITTER_NAMES],
    ['embeddings', EMBEDDINGS_NAMES],
    ['chat models', SUPPORTED_CHAT_MODELS],
    ['tools', runnableToolNames()],
  ])('every one of the %s is a node type of the registry', (_kind, names) => {
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => findNodeDefinition(name) === undefined)).toEqual([]);
  });

  it('keys each executor and component by its own name, and finds them by any text', () => {
    for (const [name, executor] of NODE_EXECUTORS) expect(executor.name).toBe(name);
    for (const [name, component] of CHATFLOW_COMPONENTS) expect(component.name).toBe(name);
    expect(findNodeExecutor('llmAgentflow')?.name).toBe('llmAgentflow');
    expect(findChatflowComponent('llmChain')?.name).toBe('llmChain');
    expect(findNodeExecutor('noSuchNode')).toBeUndefined();
    expect(findChatflowComponent('toString')).toBeUndefined();
  });

  it("reads a record's own keys as node names, in order", () => {
    const inherited: Partial<Record<NodeName, number>> = Object.create({ chatOpenAI: 0 });
    inherited.llmChain = 1;
    expect(nodeNamesOf({ llmAgentflow: 1, chatOpenAI: 2 })).toEqual(['llmAgentflow', 'chatOpenAI']);
    expect(nodeNamesOf(inherited)).toEqual(['llmChain']);
  });
});
