// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** Condition Agent inputs from `conditionAgentName` on. */
export const conditionAgentNameParams = [
  {
    label: 'Name',
    name: 'conditionAgentName',
    type: 'string',
    placeholder: 'Condition Agent',
  },
  {
    label: 'Sequential Node',
    name: 'sequentialNode',
    type: 'Start | Agent | LLMNode | ToolNode | CustomFunction | ExecuteFlow',
    description:
      'Can be connected to one of the following nodes: Start, Agent, LLM Node, Tool Node, Custom Function, Execute Flow',
    list: true,
  },
  {
    label: 'Chat Model',
    name: 'model',
    type: 'BaseChatModel',
    optional: true,
    description: 'Overwrite model to be used for this agent',
  },
  {
    label: 'System Prompt',
    name: 'systemMessagePrompt',
    type: 'string',
    rows: 4,
    default: `You are an expert customer support routing system.
Your job is to detect whether a customer support representative is routing a user to the technical support team, or just responding conversationally.`,
    additionalParams: true,
    optional: true,
  },
  {
    label: 'Conversation History',
    name: 'conversationHistorySelection',
    type: 'options',
    options: [
      {
        label: 'User Question',
        name: 'user_question',
        description: 'Use the user question from the historical conversation messages as input.',
      },
      {
        label: 'Last Conversation Message',
        name: 'last_message',
        description: 'Use the last conversation message from the historical conversation messages as input.',
      },
      {
        label: 'All Conversation Messages',
        name: 'all_messages',
        description: 'Use all conversation messages from the historical conversation messages as input.',
      },
      {
        label: 'Empty',
        name: 'empty',
        description:
          'Do not use any messages from the conversation history. Ensure to use either System Prompt, Human Prompt, or Messages History.',
      },
    ],
    default: 'all_messages',
    optional: true,
    description:
      'Select which messages from the conversation history to include in the prompt. The selected messages will be inserted between the System Prompt (if defined) and Human Prompt.',
    additionalParams: true,
  },
  {
    label: 'Human Prompt',
    name: 'humanMessagePrompt',
    type: 'string',
    description: 'This prompt will be added at the end of the messages as human message',
    rows: 4,
    default: `The previous conversation is an interaction between a customer support representative and a user.
Extract whether the representative is routing the user to the technical support team, or just responding conversationally.

If representative want to route the user to the technical support team, respond only with the word "TECHNICAL".
Otherwise, respond only with the word "CONVERSATION".

Remember, only respond with one of the above words.`,
    additionalParams: true,
    optional: true,
  },
  {
    label: 'Format Prompt Values',
    name: 'promptValues',
    description:
      'Assign values to the prompt variables. You can also use $flow.state.<variable-name> to get the state value',
    type: 'json',
    optional: true,
    acceptVariable: true,
    list: true,
    additionalParams: true,
  },
  {
    label: 'JSON Structured Output',
    name: 'conditionAgentStructuredOutput',
    type: 'datagrid',
    description: 'Instruct the LLM to give output in a JSON structured schema',
    datagrid: [
      {
        field: 'key',
        headerName: 'Key',
        editable: true,
      },
      {
        field: 'type',
        headerName: 'Type',
        type: 'singleSelect',
        valueOptions: ['String', 'String Array', 'Number', 'Boolean', 'Enum'],
        editable: true,
      },
      {
        field: 'enumValues',
        headerName: 'Enum Values',
        editable: true,
      },
      {
        field: 'description',
        headerName: 'Description',
        flex: 1,
        editable: true,
      },
    ],
    optional: true,
    additionalParams: true,
  },
] as const satisfies readonly InputParam[];
