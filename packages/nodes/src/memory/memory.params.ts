import type { InputParam } from '@loomflow/core';

export const MEMORY_CATEGORY = 'Memory';

/** The session and key inputs every Flowise memory node has. */
export const memorySessionParams = [
  {
    label: 'Session Id',
    name: 'sessionId',
    type: 'string',
    description:
      'If not specified, a random id will be used. Learn <a target="_blank" href="https://docs.flowiseai.com/memory#ui-and-embedded-chat">more</a>',
    default: '',
    additionalParams: true,
    optional: true,
  },
  {
    label: 'Memory Key',
    name: 'memoryKey',
    type: 'string',
    default: 'chat_history',
    additionalParams: true,
  },
] as const satisfies readonly InputParam[];
