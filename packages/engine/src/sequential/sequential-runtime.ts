import { problemsByNode } from '../flow-problems.ts';
import type { FlowRuntime } from '../flow-runtime.ts';
import type { AgentReasoningStep } from '../run.types.ts';
import { runSequential } from './run-sequential.ts';
import { validateSequential } from './validate-sequential.ts';

/**
 * Agentflow v1 (MULTIAGENT) on LangGraph: the conversation in checkpoints per session, a tool approval pausing
 * the run. `agentReasoning` events carry every step of the turn so far (as Flowise sends them), the result all
 * of them; a resumed run's records follow those from before its pause.
 */
export const sequentialRuntime: FlowRuntime = {
  keeps: {
    execution: true,
    pausedRun: 'humanInput answers a run stopped for a tool approval',
    checkpoints: true,
  },
  readsPastMessages: false,
  readsFileContent: false,
  nestable: false,
  validate: (flowData) => problemsByNode(flowData, validateSequential(flowData)),
  canStream: () => true,
  async run(request, onEvent) {
    const { checkpointer, resume } = request;
    if (!checkpointer) throw new Error('An agentflow v1 run needs a checkpointer for its conversation');
    const reasoning: AgentReasoningStep[] = [];
    const result = await runSequential(
      {
        flowData: request.flowData,
        identity: request.identity,
        question: request.question,
        vars: request.vars,
        checkpointer,
        ...(resume
          ? { humanInput: { type: resume.humanInput.type, feedback: resume.humanInput.feedback } }
          : {}),
        streaming: request.streaming,
        ...(request.signal ? { signal: request.signal } : {}),
        services: request.services,
        memory: request.memory,
      },
      (event) => {
        if (event.type !== 'agentReasoning') {
          onEvent(event);
          return;
        }
        reasoning.push(...event.steps);
        onEvent({ ...event, steps: [...reasoning] });
      },
    );
    return {
      ...result,
      executionData: [...(resume?.executionData ?? []), ...result.executionData],
      agentReasoning: reasoning,
    };
  },
};
