import type { NodeName } from '../../node-registry.ts';
import { DynamicStructuredTool } from '@langchain/core/tools';
import type { ToolBuilder } from '../tool-builder.ts';

/** Today's date and time, in ISO form (UTC) and in words. */
export function currentDateTimeText(now: Date): string {
  const words = now.toLocaleString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  });
  return `${words} (${now.toISOString()})`;
}

export const currentDateTimeBuilder: ToolBuilder<NodeName> = {
  name: 'currentDateTime',
  build: () =>
    Promise.resolve(
      new DynamicStructuredTool({
        name: 'current_date_time',
        description: 'Useful to get current day, date and time.',
        schema: { type: 'object', properties: {} },
        func: () => Promise.resolve(currentDateTimeText(new Date())),
      }),
    ),
};
