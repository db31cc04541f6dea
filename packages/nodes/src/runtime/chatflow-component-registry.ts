import { conversationChainComponent } from '../chains/runtime/conversation-chain.component.ts';
import { llmChainComponent } from '../chains/runtime/llm-chain.component.ts';
import { CHAT_MODEL_COMPONENTS } from '../chat-models/runtime/chat-model.component.ts';
import { LLM_COMPONENTS } from '../llms/runtime/llm.component.ts';
import {
  bufferMemoryComponent,
  bufferWindowMemoryComponent,
} from '../memory/runtime/buffer-memory.component.ts';
import { postgresChatMemoryComponent } from '../memory/runtime/postgres-chat-memory.component.ts';
import { redisBackedChatMemoryComponent } from '../memory/runtime/redis-chat-memory.component.ts';
import {
  conversationSummaryBufferMemoryComponent,
  conversationSummaryMemoryComponent,
} from '../memory/runtime/summary-memory.component.ts';
import { inputModerationOpenAIComponent } from '../moderation/runtime/openai-moderation.component.ts';
import { inputModerationSimpleComponent } from '../moderation/runtime/simple-prompt-moderation.component.ts';
import { OUTPUT_PARSER_COMPONENTS } from '../output-parsers/runtime/output-parser.components.ts';
import { chatPromptTemplateComponent } from '../prompts/runtime/chat-prompt-template.component.ts';
import { fewShotPromptTemplateComponent } from '../prompts/runtime/few-shot-prompt-template.component.ts';
import { promptTemplateComponent } from '../prompts/runtime/prompt-template.component.ts';
import { RETRIEVAL_COMPONENTS } from '../retrieval/runtime/retrieval-components.ts';
import { customFunctionComponent } from '../utilities/runtime/custom-function.component.ts';
import { getVariableComponent, setVariableComponent } from '../utilities/runtime/flow-variable.components.ts';
import { ifElseFunctionComponent } from '../utilities/runtime/if-else-function.component.ts';
import { CACHE_COMPONENTS } from '../cache/runtime/cache.components.ts';
import type { NodeName } from '../node-registry.ts';
import type { ChatflowComponent } from './chatflow-component.ts';
import { toolAndAgentComponents } from '../agents/runtime/tool-and-agent-components.ts';
import { VECTOR_STORE_COMPONENTS } from '../vector-stores/runtime/vector-store.components.ts';

/** Every chatflow component, by node name (explicit list; components live beside their definitions). */
const COMPONENTS: readonly ChatflowComponent<NodeName>[] = [
  ...CHAT_MODEL_COMPONENTS,
  ...LLM_COMPONENTS,
  promptTemplateComponent,
  chatPromptTemplateComponent,
  fewShotPromptTemplateComponent,
  llmChainComponent,
  conversationChainComponent,
  bufferMemoryComponent,
  bufferWindowMemoryComponent,
  conversationSummaryMemoryComponent,
  conversationSummaryBufferMemoryComponent,
  redisBackedChatMemoryComponent,
  postgresChatMemoryComponent,
  ...OUTPUT_PARSER_COMPONENTS,
  inputModerationSimpleComponent,
  inputModerationOpenAIComponent,
  ...CACHE_COMPONENTS,
  customFunctionComponent,
  setVariableComponent,
  getVariableComponent,
  ifElseFunctionComponent,
  ...RETRIEVAL_COMPONENTS,
  // The Chain Tool runs the connected chain's component: it gets this registry's lookup.
  ...toolAndAgentComponents(findChatflowComponent),
  ...VECTOR_STORE_COMPONENTS,
];

export const CHATFLOW_COMPONENTS: ReadonlyMap<NodeName, ChatflowComponent<NodeName>> = new Map(
  COMPONENTS.map((component) => [component.name, component]),
);

/** Looked up by any text (a saved flow may name anything): the map read with string keys. */
const byAnyName: ReadonlyMap<string, ChatflowComponent> = CHATFLOW_COMPONENTS;

export function findChatflowComponent(name: string): ChatflowComponent | undefined {
  return byAnyName.get(name);
}
