import type { NodeName } from '../../node-registry.ts';
import type { ChatflowComponent } from '../../runtime/chatflow-component.ts';
import { BUILDER_TOOL_COMPONENTS } from '../../tools/chatflow/builder-tool.component.ts';
import {
  chainToolComponent,
  type ChatflowComponentLookup,
} from '../../tools/chain-tool/chain-tool.component.ts';
import { readFileComponent, writeFileComponent } from '../../tools/file-tools/file-tools.component.ts';
import { MCP_TOOL_COMPONENTS } from '../../tools/mcp/mcp-tool.components.ts';
import { retrieverToolComponent } from '../../tools/retriever-tool/retriever-tool.component.ts';
import { openAIAssistantComponent } from '../openai-assistant/openai-assistant.component.ts';
import { conversationalAgentComponent, reactAgentChatComponent } from './text-agent.component.ts';
import { toolAgentComponent } from './tool-agent.component.ts';

/**
 * The chatflow tools and agents (category Tools, Agents). `findComponent` is the registry's lookup, for the
 * Chain Tool (it runs the connected chain's own component).
 */
export const toolAndAgentComponents = (
  findComponent: ChatflowComponentLookup,
): readonly ChatflowComponent<NodeName>[] => [
  ...BUILDER_TOOL_COMPONENTS,
  chainToolComponent(findComponent),
  retrieverToolComponent,
  readFileComponent,
  writeFileComponent,
  ...MCP_TOOL_COMPONENTS,
  toolAgentComponent,
  reactAgentChatComponent,
  conversationalAgentComponent,
  openAIAssistantComponent,
];
