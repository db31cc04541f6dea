import type { NodeName } from '../../node-registry.ts';
import type { ChatTurn, NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { recordedTurns } from '../runtime-shared/chat-messages.ts';
import { booleanOf, rowsOf, textOf } from '../runtime-shared/input-guards.ts';
import { applyMemory } from '../runtime-shared/memory.ts';
import { memorySettings } from '../runtime-shared/memory-settings.ts';
import { addUsage, createNodeModel } from '../runtime-shared/model-call.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { conditionAgentAgentflow } from './definition.ts';
import { decideScenario } from './scenario-decision.ts';
import { matchScenario } from './scenario-match.ts';

function defaultSystemPrompt(): string {
  const param = conditionAgentAgentflow.inputs.find((input) => input.name === 'conditionAgentSystemPrompt');
  return textOf(param?.default);
}

async function execute(context: NodeRunContext): Promise<NodeRunResult> {
  const inputs = typedInputs(conditionAgentAgentflow, context.inputs);
  const scenarios = rowsOf(inputs.conditionAgentScenarios).map((row) => textOf(row.scenario));
  if (scenarios.length === 0) throw new Error('Condition Agent: add at least one scenario.');
  const model = await createNodeModel(context, 'conditionAgentModel', 'Condition Agent');

  const override = booleanOf(inputs.conditionAgentOverrideSystemPrompt, false);
  const systemPrompt = (override ? textOf(inputs.conditionAgentSystemPrompt) : '') || defaultSystemPrompt();
  const input = textOf(inputs.conditionAgentInput) || context.question;
  const request = JSON.stringify({
    input,
    scenarios,
    instruction: textOf(inputs.conditionAgentInstructions),
  });

  const settings = memorySettings(context.inputs, 'conditionAgent');
  const memory = settings.enabled
    ? await applyMemory([...context.pastMessages, ...context.runMessages], settings, model, context)
    : { turns: [], usage: undefined };
  const turns: ChatTurn[] = [
    { role: 'system', content: systemPrompt },
    ...memory.turns,
    { role: 'user', content: request },
  ];
  const answer = await decideScenario(model, turns, scenarios, context);
  const usage = addUsage(memory.usage, answer.usage);
  if (usage) context.emit({ type: 'usage', usage });

  const matched = matchScenario(answer.text, scenarios);
  const taken = matched === -1 ? scenarios.length - 1 : matched;
  return {
    input: { messages: recordedTurns(turns) },
    output: {
      content: scenarios[taken] ?? '',
      answer: answer.text,
      conditions: scenarios.map((scenario, index) => ({ output: scenario, isFulfilled: index === taken })),
    },
    takenOutputs: [taken],
    usage,
  };
}

/** Condition Agent: the model picks the scenario that fits; an answer naming none takes the last (Else). */
export const conditionAgentExecutor: NodeExecutor<NodeName> = { name: 'conditionAgentAgentflow', execute };
