import { isRecord, chatbotConfigSchema } from '@loomflow/core';
import type { ChatbotConfig } from '@loomflow/core';

export interface StartFormField {
  readonly type: 'string' | 'number' | 'boolean' | 'options';
  readonly label: string;
  readonly name: string;
  readonly options: readonly string[];
}

/** A flow whose Start node takes a form instead of a question (`startInputType: formInput`). */
export interface StartForm {
  readonly title: string;
  readonly description: string;
  readonly fields: readonly StartFormField[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function rows(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function fieldType(value: unknown): StartFormField['type'] {
  return value === 'number' || value === 'boolean' || value === 'options' ? value : 'string';
}

function parseJson(value: string | null | undefined): unknown {
  if (!value) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed;
  } catch {
    return undefined;
  }
}

/** The form of the flow's Start node, read from its flow data; undefined for chat-input flows. */
export function startFormOf(flowData: string | null | undefined): StartForm | undefined {
  const data = parseJson(flowData);
  if (!isRecord(data)) return undefined;
  const start = rows(data.nodes)
    .map((node) => (isRecord(node.data) ? node.data : {}))
    .find((node) => node.name === 'startAgentflow');
  const inputs = start && isRecord(start.inputs) ? start.inputs : undefined;
  if (!inputs || inputs.startInputType !== 'formInput') return undefined;
  const fields = rows(inputs.formInputTypes).flatMap((row): StartFormField[] => {
    const name = text(row.name).trim();
    if (name === '') return [];
    const options = rows(row.addOptions)
      .map((option) => text(option.option))
      .filter((option) => option !== '');
    return [{ type: fieldType(row.type), label: text(row.label) || name, name, options }];
  });
  return {
    title: text(inputs.formTitle) || 'Please fill out the form',
    description: text(inputs.formDescription),
    fields,
  };
}

/** A flow's chatbot configuration (JSON text on the flow); unreadable text counts as none. */
export function chatbotConfigOf(text: string | null | undefined): ChatbotConfig {
  const parsed = chatbotConfigSchema.safeParse(parseJson(text) ?? {});
  return parsed.success ? parsed.data : {};
}
