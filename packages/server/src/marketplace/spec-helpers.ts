import type { TemplateNodeSpec } from './template-spec.ts';

/**
 * Building blocks shared by the built-in templates. Models are OpenAI's gpt-4o-mini with no credential chosen:
 * the user picks theirs (any OpenAI-compatible server works through the base path).
 */

export const TEMPLATE_MODEL = 'gpt-4o-mini';

/** A ChatOpenAI node (chatflows, agentflows v1). */
export function chatModelNode(
  at: readonly [number, number],
  temperature = 0.7,
  id = 'chatOpenAI_0',
): TemplateNodeSpec {
  return { id, name: 'chatOpenAI', at, inputs: { modelName: TEMPLATE_MODEL, temperature, streaming: true } };
}

/** The model choice of an agentflow v2 node (`llm`, `agent`, `conditionAgent`, `humanInput`): OpenAI, no credential. */
export function flowModel(prefix: string, temperature = 0.7): Record<string, unknown> {
  const key = `${prefix}Model`;
  return {
    [key]: 'chatOpenAI',
    [`${key}Config`]: {
      credential: '',
      modelName: TEMPLATE_MODEL,
      temperature,
      streaming: true,
      [key]: 'chatOpenAI',
    },
  };
}

export interface FlowMessage {
  readonly role: 'system' | 'user' | 'assistant' | 'developer';
  readonly content: string;
}

export const system = (content: string): FlowMessage => ({ role: 'system', content });

/** An agentflow v2 Start node taking the chat input, with optional flow state keys. */
export function startNode(state: readonly string[] = []): TemplateNodeSpec {
  return {
    id: 'startAgentflow_0',
    name: 'startAgentflow',
    at: [0, 100],
    inputs: {
      startInputType: 'chatInput',
      ...(state.length === 0 ? {} : { startState: state.map((key) => ({ key, value: '' })) }),
    },
  };
}

/** A built-in tool an agentflow v2 Agent may call. */
export function agentTool(name: string): Record<string, unknown> {
  return {
    agentSelectedTool: name,
    agentSelectedToolRequiresHumanInput: false,
    agentSelectedToolConfig: { agentSelectedTool: name },
  };
}
