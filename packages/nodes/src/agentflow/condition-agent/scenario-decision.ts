import type { BaseChatModel } from '@langchain/core/language_models/chat_models';
import type { ChatTurn, NodeRunContext, TokenUsage } from '../../runtime/node-executor.ts';
import { toLangChainMessages } from '../runtime-shared/chat-messages.ts';
import { answerOnce } from '../runtime-shared/model-call.ts';
import { hasNativeStructuredOutput } from '../runtime-shared/native-structured-output.ts';
import { structuredAnswer } from '../runtime-shared/structured-answer.ts';
import type { JsonSchema } from '../runtime-shared/structured-output.ts';

export interface ScenarioDecision {
  /** The model's answer: `{"output": "<scenario>"}` from a native structured output, else its text. */
  readonly text: string;
  readonly usage: TokenUsage | undefined;
}

/** The decision as a structured output: one `output` among the scenarios. */
export function scenarioSchema(scenarios: readonly string[]): JsonSchema {
  return {
    type: 'object',
    properties: {
      output: {
        type: 'string',
        enum: [...new Set(scenarios)],
        description: 'The scenario that best fits the input, exactly as written in the scenarios.',
      },
    },
    required: ['output'],
    additionalProperties: false,
  };
}

/**
 * The model's pick: in its provider's native structured output where it has one (the schema allows only the
 * scenarios), else the text it answers to the prompt's `{"output": …}` format, read leniently afterwards.
 */
export async function decideScenario(
  model: BaseChatModel,
  turns: readonly ChatTurn[],
  scenarios: readonly string[],
  context: NodeRunContext,
): Promise<ScenarioDecision> {
  if (!hasNativeStructuredOutput(model)) {
    const answer = await answerOnce(model, toLangChainMessages(turns), context, false);
    return { text: answer.text, usage: answer.usage };
  }
  const answer = await structuredAnswer(
    model,
    scenarioSchema(scenarios),
    () => toLangChainMessages(turns),
    context,
    'scenario',
  );
  return { text: JSON.stringify(answer.object), usage: answer.usage };
}
