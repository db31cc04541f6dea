import type { NodeName } from '../../node-registry.ts';
import { DynamicStructuredTool } from '@langchain/core/tools';
import {
  ChatflowInputError,
  describeValue,
  textInput,
  type ChatflowComponent,
  type ChatflowInitContext,
} from '../../runtime/chatflow-component.ts';
import { toolName } from '../tool-builder.ts';

/** A chain node's object: chain components give `{ kind: <their node name>, … }`. */
function chainKind(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('kind' in value)) return undefined;
  return typeof value.kind === 'string' ? value.kind : undefined;
}

/** Finds the chatflow component of a node name (the registry's lookup, handed in by the registry). */
export type ChatflowComponentLookup = (name: string) => ChatflowComponent | undefined;

/** Runs the chain's own component with the tool's input as the question; its answer's text. */
async function askChain(
  findComponent: ChatflowComponentLookup,
  chain: object,
  kind: string,
  context: ChatflowInitContext,
  question: string,
) {
  const component = findComponent(kind);
  if (!component?.run) throw new Error(`Chain Tool: the connected ${kind} cannot answer questions`);
  const answer = await component.run({
    ...context,
    question,
    instance: chain,
    streaming: false,
    emit: () => undefined,
  });
  return answer.text;
}

/**
 * Chain Tool: the connected chain answers the agent's question. The chain runs through its own component,
 * found with `findComponent` (the registry's lookup: the registry lists this component, so it passes it in).
 */
export const chainToolComponent = (findComponent: ChatflowComponentLookup): ChatflowComponent<NodeName> => ({
  name: 'chainTool',
  init(context) {
    const chain = context.inputs.baseChain;
    const kind = chainKind(chain);
    if (typeof chain !== 'object' || chain === null || kind === undefined)
      throw new ChatflowInputError(
        chain === undefined || chain === null || chain === ''
          ? 'input "baseChain" is not connected (needs a chain)'
          : `input "baseChain" needs a chain, got ${describeValue(chain)}`,
      );
    const description = textInput(context.inputs, 'description').trim();
    if (description === '')
      throw new ChatflowInputError('the Chain Description is empty: the agent reads it to choose the tool');
    return Promise.resolve(
      new DynamicStructuredTool({
        name: toolName(textInput(context.inputs, 'name'), 'chain_tool'),
        description,
        schema: {
          type: 'object',
          properties: { input: { type: 'string', description: 'the question for the chain' } },
          required: ['input'],
        },
        returnDirect: context.inputs.returnDirect === true,
        func: (args: Readonly<Record<string, unknown>>) =>
          askChain(
            findComponent,
            chain,
            kind,
            context,
            typeof args.input === 'string' ? args.input : JSON.stringify(args.input),
          ),
      }),
    );
  },
});
