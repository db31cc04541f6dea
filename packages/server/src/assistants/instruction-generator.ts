import type { ChatModelProvider } from '@loomflow/nodes/runtime';
import { findNodeDefinition } from '@loomflow/nodes';
import { z } from 'zod';
import { AppError, badRequest } from '../errors/app-error.ts';
import { parse } from '../errors/validate.ts';
import type { CredentialService } from '../services/credential.service.ts';

export const generateInstructionRequestSchema = z.object({
  task: z.string().trim().min(1, 'Describe the task the assistant should do').max(20_000),
  selectedChatModel: z
    .object({ name: z.string().min(1), inputs: z.record(z.string(), z.unknown()).default({}) })
    .optional(),
  credential: z.string().max(100).optional(),
});

/** The longest the model may take to write the instructions. */
export const GENERATE_INSTRUCTION_TIMEOUT_MS = 60_000;

/** Our own prompt: what a good system message for an assistant holds. */
const WRITER_PROMPT = [
  'You write the system instructions of an AI assistant.',
  'Given the task below, write clear instructions addressed to the assistant in the second person: its role,',
  'what it must do step by step, the tone to use, what to ask the user when details are missing, and what it',
  'must not do. Answer with the instructions only, without a preamble or closing remarks.',
  '',
  'Task:',
].join('\n');

function textOfContent(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) =>
      typeof part === 'object' && part !== null && 'text' in part && typeof part.text === 'string'
        ? part.text
        : '',
    )
    .join('');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * `POST /assistants/generate/instruction`: the chosen chat model (built by the node runtime's provider with the
 * workspace's credential, as flows build it) writes system instructions for a task.
 */
export class InstructionGenerator {
  constructor(
    private readonly chatModels: ChatModelProvider,
    private readonly credentials: Pick<CredentialService, 'decryptForRun'>,
  ) {}

  async generate(workspaceId: string, body: unknown): Promise<{ content: string }> {
    const request = parse(generateInstructionRequestSchema, body);
    const selected = request.selectedChatModel;
    if (!selected) throw badRequest('Choose a chat model to generate the instructions with');
    const definition = findNodeDefinition(selected.name);
    if (definition?.category !== 'Chat Models')
      throw badRequest(`Chat model "${selected.name}" is not available: choose another chat model`);
    const fromInputs = selected.inputs.FLOWISE_CREDENTIAL_ID;
    const credentialId = request.credential ?? (typeof fromInputs === 'string' ? fromInputs : undefined);
    const needsCredential = (definition.credential?.credentialNames ?? []).length > 0;
    if (needsCredential && !credentialId)
      throw badRequest(`Choose a credential for ${definition.label} to generate the instructions with`);
    const config: Record<string, unknown> = { ...selected.inputs };
    if (credentialId) config.FLOWISE_CREDENTIAL_ID = credentialId;
    const reader = {
      read: async (id: string) => {
        try {
          return await this.credentials.decryptForRun(workspaceId, id);
        } catch {
          throw badRequest(`Credential ${id} is not one of this workspace's credentials: choose another`);
        }
      },
    };
    try {
      const model = await this.chatModels.create(
        { modelName: selected.name, config, streaming: true },
        reader,
      );
      const stream = await model.stream([{ role: 'user', content: `${WRITER_PROMPT}\n${request.task}` }], {
        signal: AbortSignal.timeout(GENERATE_INSTRUCTION_TIMEOUT_MS),
      });
      let content = '';
      for await (const chunk of stream) content += textOfContent(chunk.content);
      if (content.trim() === '') throw new Error('the model answered with no text');
      return { content: content.trim() };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError(502, `The chat model could not generate the instructions: ${messageOf(error)}`);
    }
  }
}
