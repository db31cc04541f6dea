import { isRecord, parseJsonObject } from '@loomflow/core';
import type { ChatModelProvider, CredentialReader } from '@loomflow/nodes/runtime';
import type { Repositories } from '../db/repositories/index.ts';
import type { ChatFlowRow } from '../db/schema.ts';
import type { CredentialService } from './credential.service.ts';

/** At most this many questions are offered under an answer. */
export const MAX_FOLLOW_UP_PROMPTS = 3;
/** A longer line is not a short question: it is cut off. */
const MAX_PROMPT_CHARS = 300;
/** How long an answer waits for its follow-up questions before it is sent without them. */
export const FOLLOW_UP_TIMEOUT_MS = 20_000;

/**
 * Flowise's providers (`selectedProvider`, the key of each provider's settings) and the chat model component
 * that builds each: Flowise stores the component names, except `ollama`.
 */
const PROVIDER_MODELS: Readonly<Record<string, string>> = {
  chatOpenAI: 'chatOpenAI',
  azureChatOpenAI: 'azureChatOpenAI',
  chatAnthropic: 'chatAnthropic',
  chatGoogleGenerativeAI: 'chatGoogleGenerativeAI',
  chatMistralAI: 'chatMistralAI',
  groqChat: 'groqChat',
  ollama: 'chatOllama',
  chatOllama: 'chatOllama',
};

/** Used when a provider's settings have no prompt; `{history}` is the conversation. */
export const DEFAULT_FOLLOW_UP_PROMPT =
  'Here is a conversation between a user and an assistant:\n{history}\n\n' +
  'Suggest the three questions the user is most likely to ask next. Keep each question short.';

const FORMAT_INSTRUCTIONS =
  'Answer with JSON only, no other text, in this form: {"questions": ["first question", "second question", "third question"]}';

/** One provider's settings, as Flowise's "Follow-up prompts" dialog saves them. */
export interface FollowUpProviderSettings {
  readonly provider: string;
  readonly modelComponent: string;
  readonly credentialId: string | undefined;
  readonly modelName: string | undefined;
  readonly baseUrl: string | undefined;
  readonly prompt: string;
  readonly temperature: number | undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Flowise saves the temperature as text (`"0.9"`); a number is accepted too. */
function temperatureOf(value: unknown): number | undefined {
  const parsed =
    typeof value === 'number' ? value : typeof value === 'string' ? Number.parseFloat(value) : NaN;
  return Number.isFinite(parsed) ? parsed : undefined;
}

/**
 * The settings of the selected provider when follow-up prompts are on (`status: true`); undefined when they are
 * off, not configured or unreadable (a flow's settings never break its predictions).
 */
export function followUpSettings(followUpPrompts: string | null): FollowUpProviderSettings | undefined {
  if (!followUpPrompts) return undefined;
  const config = parseJsonObject(followUpPrompts);
  if (!config || config.status !== true) return undefined;
  const provider = text(config.selectedProvider);
  if (provider === undefined) return undefined;
  const modelComponent = PROVIDER_MODELS[provider];
  const settings = config[provider];
  if (modelComponent === undefined || !isRecord(settings)) return undefined;
  return {
    provider,
    modelComponent,
    credentialId: text(settings.credentialId),
    modelName: text(settings.modelName),
    baseUrl: text(settings.baseUrl),
    prompt: text(settings.prompt) ?? DEFAULT_FOLLOW_UP_PROMPT,
    temperature: temperatureOf(settings.temperature),
  };
}

function cleanQuestion(line: string): string {
  return line
    .trim()
    .replace(/^(?:[-*•]|\d+[.)]|Q\d*[:.)])\s*/i, '')
    .replace(/^["'`]+|["'`,]+$/g, '')
    .trim()
    .slice(0, MAX_PROMPT_CHARS);
}

function questionsFromJson(value: unknown): string[] | undefined {
  const list = isRecord(value) ? value.questions : value;
  if (!Array.isArray(list)) return undefined;
  return list.filter((item): item is string => typeof item === 'string');
}

function parseJsonPart(reply: string, open: string, close: string): unknown {
  const start = reply.indexOf(open);
  const end = reply.lastIndexOf(close);
  if (start === -1 || end <= start) return undefined;
  try {
    const parsed: unknown = JSON.parse(reply.slice(start, end + 1));
    return parsed;
  } catch {
    return undefined;
  }
}

/**
 * The questions of a model's reply: `{"questions": [...]}` or a bare JSON array (code fences and text around it
 * allowed), else one question per line with bullets and numbering removed. Blank and repeated questions are
 * dropped; at most three are kept.
 */
export function parseFollowUpQuestions(reply: string): string[] {
  const fromJson =
    questionsFromJson(parseJsonPart(reply, '{', '}')) ?? questionsFromJson(parseJsonPart(reply, '[', ']'));
  const candidates = fromJson ?? reply.replace(/```[a-z]*\n?/gi, '').split(/\r?\n/);
  const questions: string[] = [];
  for (const candidate of candidates) {
    const question = cleanQuestion(candidate);
    if (question === '' || questions.includes(question)) continue;
    questions.push(question);
    if (questions.length === MAX_FOLLOW_UP_PROMPTS) break;
  }
  return questions;
}

/** A reply's text: plain, or the text parts of a multi-part reply. */
function replyText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content.map((part) => (isRecord(part) && typeof part.text === 'string' ? part.text : '')).join('');
}

/** The exchange the questions follow from. */
export interface FollowUpExchange {
  readonly question: string;
  readonly answer: string;
}

export interface FollowUpPromptsOptions {
  /** The longest wait for a provider; the answer goes out without questions after it. */
  readonly timeoutMs?: number;
}

/**
 * Follow-up prompts (Flowise's `followUpPrompts` flow setting): after an answer, the selected provider's chat
 * model suggests up to three short questions the user may ask next. Built through the same chat model builders
 * and workspace credentials as the flow's nodes, so the same address policy applies to a typed base URL.
 */
export class FollowUpPromptsService {
  private readonly timeoutMs: number;

  constructor(
    private readonly repos: {
      readonly chatMessages: Pick<Repositories['chatMessages'], 'setFollowUpPrompts'>;
    },
    private readonly chatModels: ChatModelProvider,
    private readonly credentials: Pick<CredentialService, 'decryptForRun'>,
    options: FollowUpPromptsOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? FOLLOW_UP_TIMEOUT_MS;
  }

  /** Whether the flow asks for follow-up prompts (cheap: no model is built). */
  enabled(flow: ChatFlowRow): boolean {
    return followUpSettings(flow.followUpPrompts) !== undefined;
  }

  /**
   * The questions for an exchange; undefined when the flow has follow-up prompts off. Throws when the provider
   * cannot be built, fails or takes longer than the time limit: callers answer without questions then.
   */
  async generate(flow: ChatFlowRow, exchange: FollowUpExchange): Promise<string[] | undefined> {
    const settings = followUpSettings(flow.followUpPrompts);
    if (!settings) return undefined;
    const model = await this.chatModels.create(
      {
        modelName: settings.modelComponent,
        config: {
          ...(settings.modelName !== undefined ? { modelName: settings.modelName } : {}),
          ...(settings.temperature !== undefined ? { temperature: settings.temperature } : {}),
          ...(settings.credentialId !== undefined ? { credentialId: settings.credentialId } : {}),
          // OpenAI-style builders read `basepath`, Ollama `baseUrl`.
          ...(settings.baseUrl !== undefined
            ? { basepath: settings.baseUrl, baseUrl: settings.baseUrl }
            : {}),
        },
        streaming: false,
      },
      this.credentialReader(flow.workspaceId),
    );
    const history = `user: ${exchange.question}\nassistant: ${exchange.answer}`;
    const prompt = `${settings.prompt.split('{history}').join(history)}\n\n${FORMAT_INSTRUCTIONS}`;
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`${settings.provider} gave no follow-up prompts within ${this.timeoutMs} ms`));
      }, this.timeoutMs);
    });
    try {
      const reply = await Promise.race([
        model.invoke(prompt, { signal: controller.signal, maxRetries: 1 }),
        timeout,
      ]);
      return parseFollowUpQuestions(replyText(reply.content));
    } finally {
      clearTimeout(timer);
    }
  }

  /** Keeps the questions on the assistant's stored message (Flowise's JSON text). */
  async store(flow: ChatFlowRow, chatMessageId: string, questions: readonly string[]): Promise<void> {
    await this.repos.chatMessages.setFollowUpPrompts(
      flow.workspaceId,
      chatMessageId,
      JSON.stringify(questions),
    );
  }

  private credentialReader(workspaceId: string): CredentialReader {
    return {
      read: async (credentialId) => {
        try {
          return await this.credentials.decryptForRun(workspaceId, credentialId);
        } catch {
          throw new Error(
            `Follow-up prompts: credential ${credentialId} is missing from this workspace or cannot be read; choose another in the flow's follow-up prompts settings`,
          );
        }
      },
    };
  }
}
