import type { ChatCompletionRequest, EmbeddingsRequest } from './openai-request.schemas.ts';
import { lastUserMessageText } from './openai-request.schemas.ts';
import type {
  ChatMatcher,
  ChatReplySource,
  EmbeddingsScriptItem,
  EmbeddingsScriptRule,
  ErrorReply,
  ReplyContext,
  ScriptItem,
} from './fake-openai.types.ts';

type QueuedRule =
  | { endpoint: 'chat'; match: ChatMatcher | undefined; reply: ChatReplySource; remaining: number }
  | {
      endpoint: 'embeddings';
      match: EmbeddingsScriptRule['when'];
      reply: ErrorReply;
      remaining: number;
    };

function checkTimes(times: number | undefined): number {
  const value = times ?? 1;
  if (value === Infinity || (Number.isInteger(value) && value > 0)) return value;
  throw new RangeError(`Script rule "times" must be a positive integer or Infinity, got ${value}.`);
}

function toChatRule(item: ScriptItem): QueuedRule {
  if (typeof item === 'string' || typeof item === 'function' || !('reply' in item)) {
    return { endpoint: 'chat', match: undefined, reply: item, remaining: 1 };
  }
  return { endpoint: 'chat', match: item.when, reply: item.reply, remaining: checkTimes(item.times) };
}

function toEmbeddingsRule(item: EmbeddingsScriptItem): QueuedRule {
  if (!('reply' in item)) return { endpoint: 'embeddings', match: undefined, reply: item, remaining: 1 };
  return { endpoint: 'embeddings', match: item.when, reply: item.reply, remaining: checkTimes(item.times) };
}

function matchesText(text: string, expected: string | RegExp, exact: boolean): boolean {
  if (typeof expected !== 'string') return text.search(expected) !== -1;
  return exact ? text === expected : text.includes(expected);
}

function headerValue(context: ReplyContext, name: string): string | undefined {
  const value = context.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : value;
}

function chatRuleMatches(
  matcher: ChatMatcher | undefined,
  request: ChatCompletionRequest,
  context: ReplyContext,
): boolean {
  if (matcher === undefined) return true;
  if (typeof matcher === 'function') return matcher(request, context);
  if (matcher.model !== undefined && !matchesText(request.model, matcher.model, true)) return false;
  if (
    matcher.lastUserMessage !== undefined &&
    !matchesText(lastUserMessageText(request), matcher.lastUserMessage, false)
  ) {
    return false;
  }
  if (matcher.header !== undefined) {
    const [name, value] = matcher.header;
    if (headerValue(context, name) !== value) return false;
  }
  return true;
}

/** FIFO of scripted rules; a request is answered by the first queued rule that matches it. */
export class ScriptQueue {
  #rules: QueuedRule[] = [];

  /** Converts every item before queuing any, so one bad item queues nothing. */
  addChat(items: readonly ScriptItem[]): void {
    this.#rules.push(...items.map(toChatRule));
  }

  addEmbeddings(items: readonly EmbeddingsScriptItem[]): void {
    this.#rules.push(...items.map(toEmbeddingsRule));
  }

  get size(): number {
    return this.#rules.length;
  }

  clear(): void {
    this.#rules = [];
  }

  takeChat(request: ChatCompletionRequest, context: ReplyContext): ChatReplySource | undefined {
    const index = this.#rules.findIndex(
      (rule) => rule.endpoint === 'chat' && chatRuleMatches(rule.match, request, context),
    );
    const rule = this.#consume(index);
    return rule?.endpoint === 'chat' ? rule.reply : undefined;
  }

  takeEmbeddings(request: EmbeddingsRequest, context: ReplyContext): ErrorReply | undefined {
    const index = this.#rules.findIndex(
      (rule) => rule.endpoint === 'embeddings' && (rule.match?.(request, context) ?? true),
    );
    const rule = this.#consume(index);
    return rule?.endpoint === 'embeddings' ? rule.reply : undefined;
  }

  #consume(index: number): QueuedRule | undefined {
    const rule = this.#rules[index];
    if (!rule) return undefined;
    rule.remaining -= 1;
    if (rule.remaining <= 0) this.#rules.splice(index, 1);
    return rule;
  }
}
