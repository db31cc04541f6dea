/**
 * A scripted answer of a provider fake: text, or a call of a tool with these arguments. `thinking` is what a fake
 * whose provider can think (Anthropic, Gemini) answers as its thinking when the request turned thinking on.
 */
export type ProviderReply =
  | {
      readonly type: 'text';
      readonly text: string;
      readonly thinking?: string;
      /** Gemini: how the answer rates in a harm category (withheld when the request's threshold reaches it). */
      readonly harm?: {
        readonly category: string;
        readonly probability: 'NEGLIGIBLE' | 'LOW' | 'MEDIUM' | 'HIGH';
      };
      /**
       * Tools the provider runs before this text: Anthropic's `web_search` / `web_fetch`, Gemini's
       * `googleSearch` / `urlContext` / `codeExecution`.
       */
      readonly serverTools?: readonly string[];
    }
  | {
      readonly type: 'toolCall';
      readonly name: string;
      readonly args: Readonly<Record<string, unknown>>;
      readonly thinking?: string;
    };

function replyOf(reply: ProviderReply | string): ProviderReply {
  return typeof reply === 'string' ? { type: 'text', text: reply } : reply;
}

/** Scripted replies, first in first out; a plain string is a text reply. */
export class ProviderScript {
  #queue: ProviderReply[] = [];

  add(replies: readonly (ProviderReply | string)[]): void {
    this.#queue.push(...replies.map(replyOf));
  }

  take(): ProviderReply | undefined {
    return this.#queue.shift();
  }

  clear(): void {
    this.#queue = [];
  }

  get size(): number {
    return this.#queue.length;
  }
}
