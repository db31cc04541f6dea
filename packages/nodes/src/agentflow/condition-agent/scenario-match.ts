import { isRecord } from '@loomflow/core';
import { textOf } from '../runtime-shared/input-guards.ts';

function normalized(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!"'`]+$/g, '');
}

/** The scenario the model named: from `{"output": "…"}` (fenced or not) or its plain text. */
export function chosenScenarioText(answer: string): string {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(answer);
  const body = (fenced?.[1] ?? answer).trim();
  const start = body.indexOf('{');
  const end = body.lastIndexOf('}');
  if (start >= 0 && end > start) {
    try {
      const parsed: unknown = JSON.parse(body.slice(start, end + 1));
      if (isRecord(parsed) && parsed.output !== undefined) return textOf(parsed.output);
    } catch {
      // not JSON: read the text itself
    }
  }
  return body;
}

/** The index of the scenario an answer picks (exact, then containing either way), or -1. */
export function matchScenario(answer: string, scenarios: readonly string[]): number {
  const chosen = normalized(chosenScenarioText(answer));
  if (chosen === '') return -1;
  const names = scenarios.map(normalized);
  const exact = names.indexOf(chosen);
  if (exact >= 0) return exact;
  const byIndex = /^(?:scenario\s*)?(\d+)$/.exec(chosen);
  if (byIndex?.[1] !== undefined) {
    const index = Number(byIndex[1]);
    if (index < scenarios.length) return index;
  }
  return names.findIndex((name) => name !== '' && (chosen.includes(name) || name.includes(chosen)));
}
