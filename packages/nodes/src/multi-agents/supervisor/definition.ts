// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Supervisor (Multi Agents): routes the conversation among its workers until it answers FINISH. */
export const supervisor = defineNode({
  label: 'Supervisor',
  name: 'supervisor',
  version: 3,
  type: 'Supervisor',
  category: 'Multi Agents',
  description: '',
  baseClasses: ['Supervisor'],
  inputs: [
    {
      label: 'Supervisor Name',
      name: 'supervisorName',
      type: 'string',
      placeholder: 'Supervisor',
      default: 'Supervisor',
    },
    {
      label: 'Supervisor Prompt',
      name: 'supervisorPrompt',
      type: 'string',
      description: 'Prompt must contains {team_members}',
      rows: 4,
      default:
        'You are a supervisor tasked with managing a conversation between the following workers: {team_members}.\nGiven the following user request, respond with the worker to act next.\nEach worker will perform a task and respond with their results and status.\nWhen finished, respond with FINISH.\nSelect strategically to minimize the number of steps taken.',
      additionalParams: true,
    },
    {
      label: 'Tool Calling Chat Model',
      name: 'model',
      type: 'BaseChatModel',
      description:
        'Only compatible with models that are capable of function calling: ChatOpenAI, ChatMistral, ChatAnthropic, ChatGoogleGenerativeAI, GroqChat. Best result with GPT-4 model',
    },
    {
      label: 'Agent Memory',
      name: 'agentMemory',
      type: 'BaseCheckpointSaver',
      description: 'Save the state of the agent',
      optional: true,
    },
    {
      label: 'Recursion Limit',
      name: 'recursionLimit',
      type: 'number',
      description: 'Maximum number of times a call can recurse. If not provided, defaults to 100.',
      default: 100,
      additionalParams: true,
    },
    {
      label: 'Input Moderation',
      description:
        'Detect text that could generate harmful output and prevent it from being sent to the language model',
      name: 'inputModeration',
      type: 'Moderation',
      optional: true,
      list: true,
    },
  ],
});
