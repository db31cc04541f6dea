import { SystemMessage } from '@langchain/core/messages';
import { textOf } from '../../agentflow/runtime-shared/input-guards.ts';
import {
  parseStructuredAnswer,
  structuredOutputInstruction,
  type JsonSchema,
} from '../../agentflow/runtime-shared/structured-output.ts';
import type { SeqNodeContext, SeqNodeOutcome } from '../../sequential-agents/runtime/seq-node-context.ts';
import { streamModelCall } from '../../agentflow/runtime-shared/model-call.ts';

/** The choice that ends a supervisor's run. */
export const FINISH = 'FINISH';

export const DEFAULT_SUPERVISOR_PROMPT = `You are a supervisor tasked with managing a conversation between the following workers: {team_members}.
Given the following user request, respond with the worker to act next.
Each worker will perform a task and respond with their results and status.
When finished, respond with FINISH.
Select strategically to minimize the number of steps taken.`;

export interface SupervisorDecision extends SeqNodeOutcome {
  /** A worker's name, or FINISH. */
  readonly next: string;
  readonly instructions: string;
  readonly reasoning: string;
}

function decisionSchema(workers: readonly string[]): JsonSchema {
  return {
    type: 'object',
    properties: {
      reasoning: { type: 'string', description: 'Why this worker acts next, or why the task is finished' },
      next: { type: 'string', enum: [FINISH, ...workers] },
      instructions: {
        type: 'string',
        description: 'The specific sub-task the next worker should accomplish',
      },
    },
    required: ['reasoning', 'next', 'instructions'],
    additionalProperties: false,
  };
}

/**
 * Supervisor: its model reads the conversation and picks the worker to act next (a structured `next` among the
 * workers' names, or FINISH), with instructions for it.
 */
export async function runSupervisor(
  context: SeqNodeContext,
  workers: readonly string[],
): Promise<SupervisorDecision> {
  const prompt = (textOf(context.inputs.supervisorPrompt).trim() || DEFAULT_SUPERVISOR_PROMPT).replaceAll(
    '{team_members}',
    workers.join(', '),
  );
  const schema = decisionSchema(workers);
  const messages = [
    new SystemMessage(prompt),
    ...context.messages,
    new SystemMessage(
      `Given the conversation above, who should act next? Or should we FINISH? Select one of: ${[FINISH, ...workers].join(', ')}.\n${structuredOutputInstruction(schema)}`,
    ),
  ];
  const answer = await streamModelCall(context.model, messages, context.signal, undefined);
  const decision = parseStructuredAnswer(answer.text, schema);
  const next = textOf(decision.next).trim();
  if (next !== FINISH && !workers.includes(next))
    throw new Error(
      `Supervisor "${context.nodeName}" chose "${next}", which is no worker of it (${workers.join(', ')})`,
    );
  const instructions = textOf(decision.instructions);
  const reasoning = textOf(decision.reasoning);
  return {
    messages: [],
    state: {},
    output: { content: answer.text, next, instructions, reasoning },
    next,
    instructions,
    reasoning,
    usage: answer.usage,
  };
}
