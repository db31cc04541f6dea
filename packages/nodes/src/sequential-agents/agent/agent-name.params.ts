// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import type { InputParam } from '@loomflow/core';

/** Agent inputs from `agentName` on. */
export const agentNameParams = [
  {
    label: 'Agent Name',
    name: 'agentName',
    type: 'string',
    placeholder: 'Agent',
  },
  {
    label: 'System Prompt',
    name: 'systemMessagePrompt',
    type: 'string',
    rows: 4,
    optional: true,
    default: 'You are a research assistant who can search for up-to-date info using search engine.',
  },
  {
    label: 'Prepend Messages History',
    name: 'messageHistory',
    description:
      'Prepend a list of messages between System Prompt and Human Prompt. This is useful when you want to provide few shot examples',
    type: 'code',
    hideCodeExecute: true,
    codeExample: `const { AIMessage, HumanMessage, ToolMessage } = require('@langchain/core/messages');

return [
    new HumanMessage("What is 333382 🦜 1932?"),
    new AIMessage({
        content: "",
        tool_calls: [
        {
            id: "12345",
            name: "calulator",
            args: {
                number1: 333382,
                number2: 1932,
                operation: "divide",
            },
        },
        ],
    }),
    new ToolMessage({
        tool_call_id: "12345",
        content: "The answer is 172.558.",
    }),
    new AIMessage("The answer is 172.558."),
]`,
    optional: true,
    additionalParams: true,
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
      'Select which messages from the conversation history to include in the prompt. The selected messages will be inserted between the System Prompt (if defined) and [Messages History, Human Prompt].',
    additionalParams: true,
  },
  {
    label: 'Human Prompt',
    name: 'humanMessagePrompt',
    type: 'string',
    description: 'This prompt will be added at the end of the messages as human message',
    rows: 4,
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Tools',
    name: 'tools',
    type: 'Tool',
    list: true,
    optional: true,
  },
  {
    label: 'Sequential Node',
    name: 'sequentialNode',
    type: 'Start | Agent | Condition | LLMNode | ToolNode | CustomFunction | ExecuteFlow',
    description:
      'Can be connected to one of the following nodes: Start, Agent, Condition, LLM Node, Tool Node, Custom Function, Execute Flow',
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
    label: 'Require Approval',
    name: 'interrupt',
    description: `Pause execution and request user approval before running tools.
If enabled, the agent will prompt the user with customizable approve/reject options
and will proceed only after approval. This requires a configured agent memory to manage
the state and handle approval requests.
If no tools are invoked, the agent proceeds without interruption.`,
    type: 'boolean',
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
  },
  {
    label: 'Approval Prompt',
    name: 'approvalPrompt',
    description: 'Prompt for approval. Only applicable if "Require Approval" is enabled',
    type: 'string',
    default: 'You are about to execute tool: {tools}. Ask if user want to proceed',
    rows: 4,
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Approve Button Text',
    name: 'approveButtonText',
    description: 'Text for approve button. Only applicable if "Require Approval" is enabled',
    type: 'string',
    default: 'Yes',
    optional: true,
    additionalParams: true,
  },
  {
    label: 'Reject Button Text',
    name: 'rejectButtonText',
    description: 'Text for reject button. Only applicable if "Require Approval" is enabled',
    type: 'string',
    default: 'No',
    optional: true,
    additionalParams: true,
  },
] as const satisfies readonly InputParam[];
