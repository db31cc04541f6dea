// Flowise 3.x ships no Postgres chat memory for chatflows; this one keeps Flowise's naming (Postgres Chat Memory,
// PostgresApi credential, host / database / port inputs) and LangChain's PostgresChatMessageHistory table layout.
import { defineNode } from '../define-node.ts';
import { MEMORY_CATEGORY, memorySessionParams } from './memory.params.ts';

/** Postgres Chat Memory (Memory): the session's conversation kept in a PostgreSQL table. */
export const postgresChatMemory = defineNode({
  label: 'Postgres Chat Memory',
  name: 'PostgresChatMemory',
  version: 1,
  type: 'PostgresChatMemory',
  category: MEMORY_CATEGORY,
  description: 'Stores the conversation in a Postgres table',
  baseClasses: ['PostgresChatMemory', 'BaseChatMemory', 'BaseMemory'],
  credential: {
    label: 'Connect Credential',
    name: 'credential',
    type: 'credential',
    credentialNames: ['PostgresApi'],
  },
  inputs: [
    { label: 'Host', name: 'host', type: 'string', placeholder: '127.0.0.1' },
    { label: 'Database', name: 'database', type: 'string' },
    { label: 'Port', name: 'port', type: 'number', placeholder: '5432', optional: true },
    {
      label: 'Table Name',
      name: 'tableName',
      type: 'string',
      placeholder: 'langchain_chat_histories',
      description: 'Created when missing: (id SERIAL, session_id VARCHAR(255), message JSONB)',
      additionalParams: true,
      optional: true,
    },
    memorySessionParams[0],
    memorySessionParams[1],
    {
      label: 'Window Size',
      name: 'windowSize',
      type: 'number',
      description: 'Window of size k to surface the last k messages to use as memory.',
      additionalParams: true,
      optional: true,
    },
  ],
});
