import type { ChatTurn } from '@loomflow/nodes/runtime';
import { renderValue } from '../template-resolver.ts';

/** What `{{ … }}` variables of a chatflow input can read. */
export interface ChatflowTemplateScope {
  readonly question: string;
  readonly chatHistory: readonly ChatTurn[];
  readonly vars: Readonly<Record<string, string>>;
  /** `{{file_attachment}}`: the text of the files sent whole with the question. */
  readonly fileAttachment?: string;
  /** `$flow.sessionId`, `$flow.chatId`, `$flow.chatflowId`, `$flow.input`… */
  readonly flow: Readonly<Record<string, unknown>>;
}

const VARIABLE = /\{\{\s*([^{}]+?)\s*\}\}/g;

/** The conversation as Flowise writes `{{chat_history}}`: `Human: …` / `AI: …` lines. */
export function chatHistoryLines(turns: readonly ChatTurn[]): string {
  return turns
    .filter((turn) => turn.role === 'user' || turn.role === 'assistant')
    .map((turn) => `${turn.role === 'user' ? 'Human' : 'AI'}: ${turn.content}`)
    .join('\n');
}

function lookup(name: string, scope: ChatflowTemplateScope): string | undefined {
  if (name === 'question') return scope.question;
  if (name === 'chat_history') return chatHistoryLines(scope.chatHistory);
  if (name === 'file_attachment') return scope.fileAttachment ?? '';
  if (name.startsWith('$vars.')) {
    const key = name.slice('$vars.'.length);
    return Object.hasOwn(scope.vars, key) ? scope.vars[key] : '';
  }
  if (name.startsWith('$flow.')) {
    const key = name.slice('$flow.'.length);
    return Object.hasOwn(scope.flow, key) ? renderValue(scope.flow[key]) : '';
  }
  // Node references (`{{x.data.instance}}`) and unknown names are left as written.
  return undefined;
}

/** Resolves the chatflow variables of a text; other `{{ … }}` stay as they are. */
export function resolveChatflowText(text: string, scope: ChatflowTemplateScope): string {
  return text.replace(VARIABLE, (whole, name: string) => lookup(name, scope) ?? whole);
}

/** Resolves every string inside a value (arrays and objects included). */
export function resolveChatflowValue(value: unknown, scope: ChatflowTemplateScope): unknown {
  if (typeof value === 'string') return resolveChatflowText(value, scope);
  if (Array.isArray(value)) return value.map((item) => resolveChatflowValue(item, scope));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolveChatflowValue(item, scope)]),
    );
  }
  return value;
}
