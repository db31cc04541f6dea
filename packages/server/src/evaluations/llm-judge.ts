import type { JudgeModel, LlmEvaluatorConfig } from '@loomflow/core';
import type { ChatModelProvider, CredentialReader } from '@loomflow/nodes/runtime';
import { z } from 'zod';
import type { CheckResult, CheckSample } from './evaluator-checks.ts';

/** The structured answer asked of the judge model. */
const GRADE_JSON_SCHEMA = {
  title: 'grade',
  description: 'The grade of an answer',
  type: 'object',
  properties: {
    score: { type: 'number', description: 'From 0 (worst) to 10 (best)' },
    reason: { type: 'string', description: 'Why, in one or two sentences' },
  },
  required: ['score', 'reason'],
  additionalProperties: false,
} as const;

const gradeSchema = z.object({ score: z.number().min(0).max(10), reason: z.string() });

const GRADING_INSTRUCTIONS =
  'You grade the answer of an AI assistant. Give a score from 0 (worst) to 10 (best) and a short reason.';

/** The longest a judge model may take for one grade. */
export const JUDGE_TIMEOUT_MS = 60_000;

/** `{{input}}`, `{{expectedOutput}}` and `{{actualOutput}}` replaced by the run's values. */
export function gradingPrompt(template: string, sample: CheckSample): string {
  return template
    .split('{{input}}')
    .join(sample.input)
    .split('{{expectedOutput}}')
    .join(sample.expectedOutput)
    .split('{{actualOutput}}')
    .join(sample.actualOutput);
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * LLM-as-judge: the chat model of the node runtime's provider (the same builders, credentials and address policy
 * as flows) asked for a structured `{score, reason}`; the run passes at `passThreshold` or more. A failing model
 * gives an `error` verdict with the provider's message.
 */
export class LlmJudge {
  constructor(
    private readonly chatModels: ChatModelProvider,
    private readonly credentialsFor: (workspaceId: string) => CredentialReader,
  ) {}

  async grade(
    workspaceId: string,
    model: JudgeModel,
    config: LlmEvaluatorConfig,
    sample: CheckSample,
    signal?: AbortSignal,
  ): Promise<CheckResult> {
    try {
      const chatModel = await this.chatModels.create(
        {
          modelName: model.chatModel,
          config: {
            modelName: model.modelName,
            temperature: 0,
            ...(model.credentialId !== undefined ? { credentialId: model.credentialId } : {}),
            // OpenAI-style builders read `basepath`, Ollama `baseUrl`.
            ...(model.basePath !== undefined ? { basepath: model.basePath, baseUrl: model.basePath } : {}),
          },
          streaming: false,
        },
        this.credentialsFor(workspaceId),
      );
      const structured = chatModel.withStructuredOutput(GRADE_JSON_SCHEMA, { name: 'grade' });
      const timeout = AbortSignal.timeout(JUDGE_TIMEOUT_MS);
      const raw: unknown = await structured.invoke(
        [
          { role: 'system', content: GRADING_INSTRUCTIONS },
          { role: 'user', content: gradingPrompt(config.prompt, sample) },
        ],
        { signal: signal ? AbortSignal.any([signal, timeout]) : timeout },
      );
      const parsed = gradeSchema.safeParse(raw);
      if (!parsed.success)
        return {
          verdict: 'error',
          score: null,
          reason: `The judge model did not answer with a score from 0 to 10 and a reason: ${JSON.stringify(raw).slice(0, 200)}`,
        };
      const { score, reason } = parsed.data;
      return { verdict: score >= config.passThreshold ? 'pass' : 'fail', score, reason };
    } catch (error) {
      return { verdict: 'error', score: null, reason: `The judge model failed: ${messageOf(error)}` };
    }
  }
}
