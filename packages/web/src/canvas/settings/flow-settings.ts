import { isRecord, parseApiConfig, parseJsonObject, isParameterType } from '@loomflow/core';
import type { ApiOverrideParam, ApiOverrideVariable, FlowNodeData } from '@loomflow/core';
import { chatbotFeaturesPatch, readChatbotFeatures, validateChatbotFeatures } from './chatbot-features.ts';
import type { ChatbotFeatures } from './chatbot-features.ts';
import { followUpText, readFollowUp, validateFollowUp } from './follow-up-prompts.ts';
import type { FollowUpDraft, FollowUpField } from './follow-up-prompts.ts';

/** A node parameter API callers may override (`apiConfig.overrideConfig.nodes[<node label>]`, core's schema). */
export type OverrideParam = Readonly<ApiOverrideParam>;

/** A variable API callers may override (`apiConfig.overrideConfig.variables`, core's schema). */
export type OverrideVariable = Readonly<ApiOverrideVariable>;

/** The flow settings as the dialog edits them; text fields stay text until saved. */
export interface FlowSettings extends ChatbotFeatures {
  readonly overrideStatus: boolean;
  readonly overrideNodes: Readonly<Record<string, readonly OverrideParam[]>>;
  readonly overrideVariables: readonly OverrideVariable[];
  readonly rateLimitStatus: boolean;
  readonly limitMax: string;
  readonly limitDuration: string;
  readonly limitMsg: string;
  readonly allowedOrigins: readonly string[];
  readonly allowedOriginsError: string;
  readonly starterPrompts: readonly string[];
  /** The flow's `followUpPrompts` column. */
  readonly followUp: FollowUpDraft;
}

export type FlowSettingsField =
  | 'limitMax'
  | 'limitDuration'
  | 'limitMsg'
  | `allowedOrigins.${number}`
  | 'leadsFields'
  | 'allowedFileTypes'
  | FollowUpField;
export type FlowSettingsErrors = Partial<Record<FlowSettingsField, string>>;

/** A JSON object column (`chatbotConfig`, `apiConfig`); anything else reads as empty. */
export function parseConfig(text: string | null | undefined): Record<string, unknown> {
  return (text ? parseJsonObject(text) : undefined) ?? {};
}

function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return '';
}

/** Flowise keeps starter prompts as an object keyed by position: `{"0": {"prompt": "…"}}`. */
function starterPrompts(value: unknown): string[] {
  const items = Array.isArray(value) ? value : isRecord(value) ? Object.values(value) : [];
  return items.flatMap((item) => (isRecord(item) && typeof item.prompt === 'string' ? [item.prompt] : []));
}

/** The settings stored on a flow, read leniently (a Flowise flow's settings open as they were saved). */
export function readFlowSettings(
  chatbotConfigText: string | null,
  apiConfigText: string | null,
  followUpPromptsText: string | null = null,
): FlowSettings {
  const chatbot = parseConfig(chatbotConfigText);
  const { rateLimit, overrideConfig } = parseApiConfig(apiConfigText);
  const origins = Array.isArray(chatbot.allowedOrigins)
    ? chatbot.allowedOrigins.filter((item): item is string => typeof item === 'string')
    : [];
  return {
    overrideStatus: overrideConfig.status,
    overrideNodes: overrideConfig.nodes,
    overrideVariables: overrideConfig.variables,
    rateLimitStatus: rateLimit.status,
    limitMax: rateLimit.limitMax ?? '',
    limitDuration: rateLimit.limitDuration ?? '',
    limitMsg: rateLimit.limitMsg ?? '',
    allowedOrigins: origins,
    allowedOriginsError: text(chatbot.allowedOriginsError),
    starterPrompts: starterPrompts(chatbot.starterPrompts),
    ...readChatbotFeatures(chatbot),
    followUp: readFollowUp(followUpPromptsText),
  };
}

/** Parameter types that are not offered for override: secrets and the credential picker. */
const NOT_OVERRIDABLE = new Set(['credential', 'password', 'file', 'folder']);

interface OverridableNode {
  readonly data: FlowNodeData;
}

/**
 * The parameters of the flow's nodes that can be offered for override, grouped by node label as Flowise does;
 * the choices already made are kept, nodes no longer in the flow dropped.
 */
export function overrideNodesFor(
  nodes: readonly OverridableNode[],
  saved: Readonly<Record<string, readonly OverrideParam[]>>,
): Record<string, OverrideParam[]> {
  const grouped: Record<string, OverrideParam[]> = {};
  for (const { data } of nodes) {
    if (data.name.startsWith('stickyNote')) continue;
    const label = data.label ?? data.name;
    const params = (grouped[label] ??= []);
    for (const param of data.inputParams ?? []) {
      const { name, type } = param;
      if (type === undefined) continue;
      if (!isParameterType(type) || NOT_OVERRIDABLE.has(type)) continue;
      if (params.some((known) => known.name === name)) continue;
      const previous = saved[label]?.find((item) => item.name === name);
      params.push({
        label: param.label ?? name,
        name,
        type,
        enabled: previous?.enabled ?? false,
      });
    }
    if (params.length === 0) Reflect.deleteProperty(grouped, label);
  }
  return grouped;
}

/** The workspace's variables with the override choices already made. */
export function overrideVariablesFor(
  variables: readonly { readonly id: string; readonly name: string; readonly type: string }[],
  saved: readonly OverrideVariable[],
): OverrideVariable[] {
  return variables.map((variable) => ({
    id: variable.id,
    name: variable.name,
    type: variable.type,
    enabled: saved.find((item) => item.id === variable.id)?.enabled ?? false,
  }));
}

export const FLOW_SETTINGS_MESSAGES = {
  limitMax: 'Message limit must be a whole number greater than 0',
  limitDuration: 'Duration must be a whole number of seconds greater than 0',
  limitMsg: 'Enter the message shown to callers who reach the limit',
  origin: (origin: string) =>
    `"${origin}" is not a valid origin: use the scheme and host, such as https://example.com`,
} as const;

function isPositiveWholeNumber(value: string): boolean {
  return /^\d+$/.test(value.trim()) && Number(value) > 0;
}

/** An origin is a scheme and host (and port): `https://example.com`, `http://localhost:3000` (a final `/` is dropped). */
export function isValidOrigin(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return false;
  }
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    (url.pathname === '/' || url.pathname === '') &&
    url.search === '' &&
    url.hash === '' &&
    url.username === ''
  );
}

/** Every problem of the settings, by field; empty when they can be saved. */
export function validateFlowSettings(settings: FlowSettings): FlowSettingsErrors {
  const errors: FlowSettingsErrors = {};
  if (settings.rateLimitStatus) {
    if (!isPositiveWholeNumber(settings.limitMax)) errors.limitMax = FLOW_SETTINGS_MESSAGES.limitMax;
    if (!isPositiveWholeNumber(settings.limitDuration))
      errors.limitDuration = FLOW_SETTINGS_MESSAGES.limitDuration;
    if (settings.limitMsg.trim() === '') errors.limitMsg = FLOW_SETTINGS_MESSAGES.limitMsg;
  }
  settings.allowedOrigins.forEach((origin, index) => {
    if (origin.trim() !== '' && !isValidOrigin(origin))
      errors[`allowedOrigins.${index}`] = FLOW_SETTINGS_MESSAGES.origin(origin.trim());
  });
  return { ...errors, ...validateChatbotFeatures(settings), ...validateFollowUp(settings.followUp) };
}

/** What the dialog saves: the two configuration texts, and the follow-up prompts column when it changes. */
export interface FlowSettingsUpdate {
  readonly chatbotConfig: string;
  readonly apiConfig: string;
  readonly followUpPrompts?: string;
}

/**
 * The `chatbotConfig`, `apiConfig` (and `followUpPrompts`) texts to save, in Flowise's shapes; keys the dialog does
 * not edit (theme, disclaimer…) are kept as they were.
 */
export function flowSettingsUpdate(
  settings: FlowSettings,
  chatbotConfigText: string | null,
  apiConfigText: string | null,
  followUpPromptsText: string | null = null,
): FlowSettingsUpdate {
  const chatbot = parseConfig(chatbotConfigText);
  const api = parseConfig(apiConfigText);
  const origins = settings.allowedOrigins
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => (isValidOrigin(origin) ? new URL(origin).origin : origin));
  const prompts = settings.starterPrompts.map((prompt) => prompt.trim()).filter((prompt) => prompt !== '');
  const nextChatbot: Record<string, unknown> = {
    ...chatbot,
    allowedOrigins: origins,
    allowedOriginsError: settings.allowedOriginsError.trim(),
    starterPrompts: Object.fromEntries(prompts.map((prompt, index) => [String(index), { prompt }])),
    ...chatbotFeaturesPatch(settings, chatbot),
  };
  const followUpPrompts = followUpText(settings.followUp, followUpPromptsText);
  // Flowise mirrors the switch in the chatbot configuration, where the chat widget looks for it.
  if (followUpPrompts !== undefined) nextChatbot.followUpPrompts = { status: settings.followUp.status };
  const nextApi: Record<string, unknown> = {
    ...api,
    rateLimit: settings.rateLimitStatus
      ? {
          status: true,
          limitMax: settings.limitMax.trim(),
          limitDuration: settings.limitDuration.trim(),
          limitMsg: settings.limitMsg.trim(),
        }
      : { status: false },
    overrideConfig: settings.overrideStatus
      ? { status: true, nodes: settings.overrideNodes, variables: settings.overrideVariables }
      : { status: false },
  };
  return {
    chatbotConfig: JSON.stringify(nextChatbot),
    apiConfig: JSON.stringify(nextApi),
    ...(followUpPrompts !== undefined ? { followUpPrompts } : {}),
  };
}
