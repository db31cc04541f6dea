import { isRecord } from '@loomflow/core';
import type { DynamicStructuredTool } from '@langchain/core/tools';
import { toJsonSchema } from '@langchain/core/utils/json_schema';
import type {
  CredentialReader,
  CustomToolStore,
  NodeRunContext,
  RuntimeServices,
} from '../runtime/node-executor.ts';
import type { GuardedFetch } from '../runtime/outbound-port.ts';
import type { McpStdioPolicy } from './mcp/mcp-stdio-policy.ts';
import { buildToolSet } from './tool-builders.ts';

/** One argument a tool takes (an option of the Tool node's "Input Argument Name"). */
export interface ToolInputArgument {
  readonly name: string;
  readonly description?: string;
}

/** What reading a tool's schema may need: the workspace's custom tools and credentials, the network for MCP. */
export interface ToolSchemaSources {
  readonly workspaceId: string;
  readonly customTools: CustomToolStore;
  readonly credentials: CredentialReader;
  readonly fetch: GuardedFetch;
  readonly mcpStdio?: McpStdioPolicy;
  readonly signal: AbortSignal;
}

function refuse(what: string): never {
  throw new Error(`${what} is not available while a tool's arguments are listed`);
}

/** A node context for building a tool without running it: no question, no flow, no model calls. */
function listingContext(
  sources: ToolSchemaSources,
  config: Readonly<Record<string, unknown>>,
): NodeRunContext {
  const services: RuntimeServices = {
    chatModels: { create: () => refuse('A chat model') },
    credentials: sources.credentials,
    sandbox: { run: () => refuse('The code sandbox') },
    fetch: sources.fetch,
    customTools: sources.customTools,
    flows: { invoke: () => refuse('Running a flow') },
    ...(sources.mcpStdio ? { mcpStdio: sources.mcpStdio } : {}),
  };
  return {
    nodeId: 'toolAgentflow',
    nodeLabel: 'Tool',
    inputs: config,
    credentialId: undefined,
    run: { chatflowId: '', chatId: '', sessionId: '', executionId: '', workspaceId: sources.workspaceId },
    question: '',
    form: undefined,
    uploads: [],
    pastMessages: [],
    runMessages: [],
    state: {},
    vars: {},
    humanInput: undefined,
    iteration: undefined,
    loopCount: 0,
    streamsToClient: false,
    callerStreams: false,
    signal: sources.signal,
    services,
    resolveTemplate: (text) => text,
    emit: () => undefined,
  };
}

/** A tool's arguments as JSON schema properties (zod schemas converted, JSON schemas as they are). */
function propertiesOf(tool: DynamicStructuredTool): Record<string, unknown> {
  const schema: unknown =
    isRecord(tool.schema) && 'type' in tool.schema ? tool.schema : toJsonSchema(tool.schema);
  return isRecord(schema) && isRecord(schema.properties) ? schema.properties : {};
}

/**
 * The arguments of a tool component with its config, read from the tool's own schema as Flowise's
 * `listToolInputArgs` does: a custom tool's JSON schema, a built-in tool's schema, an MCP node's chosen actions'
 * input schemas (their arguments together, the first description kept).
 */
export async function listToolInputArguments(
  componentName: string,
  config: Readonly<Record<string, unknown>>,
  sources: ToolSchemaSources,
): Promise<ToolInputArgument[]> {
  const toolSet = await buildToolSet(componentName, config, listingContext(sources, config));
  try {
    const found = new Map<string, ToolInputArgument>();
    for (const tool of toolSet.tools) {
      for (const [name, property] of Object.entries(propertiesOf(tool))) {
        if (found.has(name)) continue;
        const description =
          isRecord(property) && typeof property.description === 'string' ? property.description : '';
        found.set(name, description === '' ? { name } : { name, description });
      }
    }
    return [...found.values()];
  } finally {
    await toolSet.close();
  }
}
