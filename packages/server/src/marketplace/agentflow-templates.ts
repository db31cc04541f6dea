import { agentTool, flowModel, startNode, system } from './spec-helpers.ts';
import type { FlowTemplateSpec } from './template-spec.ts';

/** Built-in agentflows v2 (Loomflow's own engine) that answer, write or fetch, written for Loomflow. */
export const AGENTFLOW_TEMPLATES: readonly FlowTemplateSpec[] = [
  {
    name: 'Simple Assistant',
    description:
      'The smallest agentflow: Start and one LLM node with conversation memory. A good base to grow from.',
    usecases: ['Basic'],
    badge: 'POPULAR',
    type: 'AGENTFLOW',
    nodes: [
      startNode(),
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Assistant',
        at: [240, 100],
        inputs: {
          ...flowModel('llm'),
          llmMessages: [system('You are a helpful assistant. Keep answers short and practical.')],
          llmEnableMemory: true,
          llmMemoryType: 'allMessages',
          llmReturnResponseAs: 'userMessage',
        },
      },
    ],
    edges: [{ from: 'startAgentflow_0', to: 'llmAgentflow_0' }],
  },
  {
    name: 'Tool-Using Agent',
    description:
      'An agent that decides by itself when to use a calculator or the current date and time to answer.',
    usecases: ['Agent'],
    badge: 'POPULAR',
    type: 'AGENTFLOW',
    nodes: [
      startNode(),
      {
        id: 'agentAgentflow_0',
        name: 'agentAgentflow',
        label: 'Helper Agent',
        at: [240, 100],
        inputs: {
          ...flowModel('agent', 0),
          agentMessages: [
            system(
              'You are a careful assistant. Use the calculator for arithmetic and the date tool for anything about today.',
            ),
          ],
          agentTools: [agentTool('calculator'), agentTool('currentDateTime')],
          agentEnableMemory: true,
          agentMemoryType: 'allMessages',
          agentReturnResponseAs: 'userMessage',
        },
      },
    ],
    edges: [{ from: 'startAgentflow_0', to: 'agentAgentflow_0' }],
  },
  {
    name: 'Line-by-Line Translator',
    description:
      'Splits your text into lines with a custom function, translates each line in an iteration and joins the result.',
    usecases: ['Translation'],
    type: 'AGENTFLOW',
    nodes: [
      startNode(),
      {
        id: 'customFunctionAgentflow_0',
        name: 'customFunctionAgentflow',
        label: 'Split Lines',
        at: [200, 100],
        inputs: {
          customFunctionInputVariables: [{ variableName: 'text', variableValue: '{{ question }}' }],
          customFunctionJavascriptFunction:
            "const lines = String($text).split('\\n').map((line) => line.trim()).filter((line) => line !== '');\nreturn JSON.stringify(lines);",
        },
      },
      {
        id: 'iterationAgentflow_0',
        name: 'iterationAgentflow',
        label: 'Each Line',
        at: [420, 40],
        inputs: { iterationInput: '{{ customFunctionAgentflow_0 }}' },
      },
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Translate Line',
        at: [60, 90],
        parent: 'iterationAgentflow_0',
        inputs: {
          ...flowModel('llm', 0.2),
          llmMessages: [system('Translate the text into German. Answer with the translation only.')],
          llmUserMessage: '{{ $iteration }}',
          llmReturnResponseAs: 'userMessage',
        },
      },
      {
        id: 'llmAgentflow_1',
        name: 'llmAgentflow',
        label: 'Join Lines',
        at: [1000, 100],
        inputs: {
          ...flowModel('llm', 0),
          llmMessages: [
            system('Join the translated lines below into one text, one line each, without comments.'),
          ],
          llmUserMessage: '{{ iterationAgentflow_0 }}',
          llmReturnResponseAs: 'userMessage',
        },
      },
    ],
    edges: [
      { from: 'startAgentflow_0', to: 'customFunctionAgentflow_0' },
      { from: 'customFunctionAgentflow_0', to: 'iterationAgentflow_0' },
      { from: 'iterationAgentflow_0', to: 'llmAgentflow_1' },
    ],
  },
  {
    name: 'Writer and Critic',
    description:
      'A writer drafts, a critic reviews; the flow loops back to the writer until the critic approves (at most twice).',
    usecases: ['Agent'],
    type: 'AGENTFLOW',
    nodes: [
      startNode(['draft']),
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Writer',
        at: [200, 100],
        inputs: {
          ...flowModel('llm', 0.8),
          llmMessages: [
            system(
              'Write a short piece for the request. When critic feedback is present, revise the draft accordingly.\n\nPrevious draft: {{ $flow.state.draft }}',
            ),
          ],
          llmReturnResponseAs: 'userMessage',
          llmUpdateState: [{ key: 'draft', value: '{{ output }}' }],
        },
      },
      {
        id: 'llmAgentflow_1',
        name: 'llmAgentflow',
        label: 'Critic',
        at: [440, 100],
        inputs: {
          ...flowModel('llm', 0),
          llmMessages: [
            system(
              'Review the draft for clarity and accuracy. Answer APPROVED when it is ready, otherwise give two concrete improvements.',
            ),
          ],
          llmUserMessage: '{{ $flow.state.draft }}',
          llmReturnResponseAs: 'assistantMessage',
        },
      },
      {
        id: 'conditionAgentflow_0',
        name: 'conditionAgentflow',
        label: 'Approved?',
        at: [680, 100],
        inputs: {
          conditions: [
            { type: 'string', value1: '{{ llmAgentflow_1 }}', operation: 'contains', value2: 'APPROVED' },
          ],
        },
      },
      {
        id: 'directReplyAgentflow_0',
        name: 'directReplyAgentflow',
        label: 'Final Draft',
        at: [920, 40],
        inputs: { directReplyMessage: '{{ $flow.state.draft }}' },
      },
      {
        id: 'loopAgentflow_0',
        name: 'loopAgentflow',
        label: 'Revise',
        at: [920, 180],
        inputs: {
          loopBackToNode: 'llmAgentflow_0-Writer',
          maxLoopCount: 2,
          fallbackMessage:
            'The critic did not approve after two revisions. Last draft:\n\n{{ $flow.state.draft }}',
        },
      },
    ],
    edges: [
      { from: 'startAgentflow_0', to: 'llmAgentflow_0' },
      { from: 'llmAgentflow_0', to: 'llmAgentflow_1' },
      { from: 'llmAgentflow_1', to: 'conditionAgentflow_0' },
      { from: 'conditionAgentflow_0', to: 'directReplyAgentflow_0', output: 0 },
      { from: 'conditionAgentflow_0', to: 'loopAgentflow_0', output: 1 },
    ],
  },
  {
    name: 'API Data Summariser',
    description:
      'Calls a JSON API with the HTTP node (a public todo API here; point it at yours) and has a model explain the result.',
    usecases: ['Interacting with API'],
    type: 'AGENTFLOW',
    nodes: [
      startNode(),
      {
        id: 'httpAgentflow_0',
        name: 'httpAgentflow',
        label: 'Fetch Data',
        at: [220, 100],
        inputs: { method: 'GET', url: 'https://jsonplaceholder.typicode.com/todos/1', responseType: 'json' },
      },
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Explain Result',
        at: [480, 100],
        inputs: {
          ...flowModel('llm', 0.2),
          llmMessages: [
            system(
              'Answer the user with the API response below, in plain words.\n\nAPI response:\n{{ httpAgentflow_0 }}',
            ),
          ],
          llmReturnResponseAs: 'userMessage',
        },
      },
    ],
    edges: [
      { from: 'startAgentflow_0', to: 'httpAgentflow_0' },
      { from: 'httpAgentflow_0', to: 'llmAgentflow_0' },
    ],
  },
  {
    name: 'Grounded Document Answers',
    description:
      'Retrieves passages from a document store you choose and answers only from them, saying so when they hold nothing.',
    usecases: ['Documents QnA'],
    badge: 'POPULAR',
    type: 'AGENTFLOW',
    nodes: [
      startNode(),
      {
        id: 'retrieverAgentflow_0',
        name: 'retrieverAgentflow',
        label: 'Find Passages',
        at: [220, 100],
        inputs: {
          retrieverKnowledgeDocumentStores: [],
          retrieverQuery: '{{ question }}',
          outputFormat: 'text',
        },
      },
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Answer From Passages',
        at: [480, 100],
        inputs: {
          ...flowModel('llm', 0),
          llmMessages: [
            system(
              'Answer the question using only the passages below. If they do not contain the answer, say you do not know.\n\nPassages:\n{{ retrieverAgentflow_0 }}',
            ),
          ],
          llmEnableMemory: true,
          llmMemoryType: 'allMessages',
          llmReturnResponseAs: 'userMessage',
        },
      },
    ],
    edges: [
      { from: 'startAgentflow_0', to: 'retrieverAgentflow_0' },
      { from: 'retrieverAgentflow_0', to: 'llmAgentflow_0' },
    ],
  },
  {
    name: 'Safe SQL Query Writer',
    description:
      'Writes a SQL query for a question about a sample shop schema, then a custom function refuses anything but a single SELECT.',
    usecases: ['SQL', 'Extraction'],
    type: 'AGENTFLOW',
    nodes: [
      startNode(),
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Write Query',
        at: [220, 100],
        inputs: {
          ...flowModel('llm', 0),
          llmMessages: [
            system(
              'Write one SQLite SELECT statement answering the question. Tables: customers(id, name, country), orders(id, customer_id, total, created_at). Answer with the SQL only, no code fences.',
            ),
          ],
          llmReturnResponseAs: 'userMessage',
        },
      },
      {
        id: 'customFunctionAgentflow_0',
        name: 'customFunctionAgentflow',
        label: 'Check Query',
        at: [480, 100],
        inputs: {
          customFunctionInputVariables: [{ variableName: 'sql', variableValue: '{{ llmAgentflow_0 }}' }],
          customFunctionJavascriptFunction: [
            "const sql = String($sql).replace(/```(sql)?/g, '').trim();",
            "const single = !sql.replace(/;\\s*$/, '').includes(';');",
            'if (/^select\\b/i.test(sql) && single) return `Query ready to run:\\n${sql}`;',
            "return `The model's answer is not a single SELECT statement, so it was not accepted:\\n${sql}`;",
          ].join('\n'),
        },
      },
    ],
    edges: [
      { from: 'startAgentflow_0', to: 'llmAgentflow_0' },
      { from: 'llmAgentflow_0', to: 'customFunctionAgentflow_0' },
    ],
  },
];
