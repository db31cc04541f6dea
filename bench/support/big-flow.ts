import { type HttpSession } from '@loomflow/testkit/server';
import { chainFlow, llmNode, type LlmNodeOptions } from './agentflow.ts';

/**
 * `flowData` of Start → `count` LLM nodes, each carrying its full node definition the way the canvas saves it
 * (inputParams, anchors…) and a system prompt padded so the whole flow is about `targetBytes` long.
 */
export async function bigFlow(
  session: HttpSession,
  count: number,
  targetBytes: number,
  options: LlmNodeOptions,
): Promise<string> {
  const definition = await session.get<Record<string, unknown>>('/api/v1/nodes/llmAgentflow');
  if (definition.status !== 200)
    throw new Error(`reading the LLM node definition failed: ${definition.status}`);
  const { inputs: inputParams, ...fields } = definition.body;
  const build = (padding: string): string =>
    chainFlow(
      Array.from({ length: count }, (_, index) => {
        const built = llmNode(index, options, { ...fields, inputParams, selected: false });
        const inputs = built.data.inputs as Record<string, unknown>;
        inputs.llmMessages = [{ role: 'system', content: `You are step ${index}. ${padding}` }];
        return built;
      }),
    );
  const bare = build('').length;
  const perNode = Math.max(0, Math.floor((targetBytes - bare) / count));
  return build('Answer briefly and politely. '.repeat(Math.ceil(perNode / 29)).slice(0, perNode));
}
