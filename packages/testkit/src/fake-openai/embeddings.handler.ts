import type { ErrorReply } from './fake-openai.types.ts';
import { embedText, toBase64Float32 } from './embedding.vector.ts';
import { pause, sendJson, sendOpenAIError } from './http-io.util.ts';
import type { EmbeddingsRequest } from './openai-request.schemas.ts';
import { embeddingsRequestSchema, parseRequest } from './openai-request.schemas.ts';
import { errorBody } from './reply.builders.ts';
import type { RouteContext } from './server.state.ts';
import { countTokens } from './text-tokens.util.ts';

interface EmbeddingInput {
  /** Text the vector is derived from (token arrays are keyed by their ids). */
  key: string;
  tokens: number;
}

function inputsOf(input: EmbeddingsRequest['input']): EmbeddingInput[] {
  if (typeof input === 'string') return [{ key: input, tokens: countTokens(input) }];
  const items: ReadonlyArray<string | number | readonly number[]> = input;
  if (items.every((item) => typeof item === 'number')) {
    return [{ key: `tokens:${items.join(',')}`, tokens: items.length }];
  }
  return items.map((item) =>
    typeof item === 'string'
      ? { key: item, tokens: countTokens(item) }
      : typeof item === 'number'
        ? { key: `tokens:${item}`, tokens: 1 }
        : { key: `tokens:${item.join(',')}`, tokens: item.length },
  );
}

export async function handleEmbeddings(context: RouteContext): Promise<void> {
  const { state, response, signal } = context;
  const parsed = parseRequest(embeddingsRequestSchema, context.body);
  if (!parsed.ok) {
    sendOpenAIError(response, 400, parsed.problem);
    return;
  }
  const request = parsed.value;

  let scripted: ErrorReply | undefined;
  try {
    scripted = state.scripts.takeEmbeddings(request, { headers: context.headers });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    sendOpenAIError(response, 500, { message: `Fake OpenAI script failed: ${message}` });
    return;
  }
  if (!(await pause(scripted?.firstTokenLatencyMs ?? state.options.firstTokenLatencyMs, signal))) return;
  if (scripted) {
    sendJson(response, scripted.status, errorBody(scripted), scripted.headers);
    return;
  }

  const dimensions = request.dimensions ?? state.options.embeddingDimensions;
  const inputs = inputsOf(request.input);
  const base64 = request.encoding_format === 'base64';
  const data = inputs.map((input, index) => {
    const vector = embedText(input.key, dimensions);
    return { object: 'embedding', index, embedding: base64 ? toBase64Float32(vector) : vector };
  });
  const tokens = inputs.reduce((sum, input) => sum + input.tokens, 0);
  sendJson(response, 200, {
    // OpenAI sends no id here; Mistral's SDK (pointed at the fake) requires one.
    id: state.nextId('embd-fake-'),
    object: 'list',
    data,
    model: request.model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  });
}
