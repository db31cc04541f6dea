// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Condition Agent (Agent Flows): Utilize an agent to split flows based on dynamic conditions. */
export const conditionAgentAgentflow = defineNode({
  label: 'Condition Agent',
  name: 'conditionAgentAgentflow',
  version: 2,
  type: 'ConditionAgent',
  category: 'Agent Flows',
  description: 'Utilize an agent to split flows based on dynamic conditions',
  color: '#ff8fab',
  baseClasses: ['ConditionAgent'],
  loadMethods: ['listModels'],
  inputs: [
    {
      label: 'Model',
      name: 'conditionAgentModel',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      loadConfig: true,
    },
    {
      label: 'Instructions',
      name: 'conditionAgentInstructions',
      type: 'string',
      description: 'A general instructions of what the condition agent should do',
      rows: 4,
      acceptVariable: true,
      placeholder: 'Determine if the user is interested in learning about AI',
    },
    {
      label: 'Input',
      name: 'conditionAgentInput',
      type: 'string',
      description: 'Input to be used for the condition agent',
      rows: 4,
      acceptVariable: true,
      default:
        '<p><span class="variable" data-type="mention" data-id="question" data-label="question">{{ question }}</span> </p>',
    },
    {
      label: 'Scenarios',
      name: 'conditionAgentScenarios',
      description: 'Define the scenarios that will be used as the conditions to split the flow',
      type: 'array',
      array: [
        {
          label: 'Scenario',
          name: 'scenario',
          type: 'string',
          placeholder: 'User is asking for a pizza',
        },
      ],
      minItems: 1,
      default: [
        {
          scenario: '',
        },
        {
          scenario: '',
        },
      ],
    },
    {
      label: 'Enable Memory',
      name: 'conditionAgentEnableMemory',
      type: 'boolean',
      description: 'Enable memory for the conversation thread',
      default: true,
      optional: true,
    },
    {
      label: 'Memory Type',
      name: 'conditionAgentMemoryType',
      type: 'options',
      options: [
        {
          label: 'All Messages',
          name: 'allMessages',
          description: 'Retrieve all messages from the conversation',
        },
        {
          label: 'Window Size',
          name: 'windowSize',
          description: 'Uses a fixed window size to surface the last N messages',
        },
        {
          label: 'Conversation Summary',
          name: 'conversationSummary',
          description: 'Summarizes the whole conversation',
        },
        {
          label: 'Conversation Summary Buffer',
          name: 'conversationSummaryBuffer',
          description: 'Summarize conversations once token limit is reached. Default to 2000',
        },
      ],
      optional: true,
      default: 'allMessages',
      show: {
        conditionAgentEnableMemory: true,
      },
    },
    {
      label: 'Window Size',
      name: 'conditionAgentMemoryWindowSize',
      type: 'number',
      default: '20',
      description: 'Uses a fixed window size to surface the last N messages',
      show: {
        conditionAgentMemoryType: 'windowSize',
      },
    },
    {
      label: 'Max Token Limit',
      name: 'conditionAgentMemoryMaxTokenLimit',
      type: 'number',
      default: '2000',
      description: 'Summarize conversations once token limit is reached. Default to 2000',
      show: {
        conditionAgentMemoryType: 'conversationSummaryBuffer',
      },
    },
    {
      label: 'Override System Prompt',
      name: 'conditionAgentOverrideSystemPrompt',
      type: 'boolean',
      description: 'Override initial system prompt for Condition Agent',
      optional: true,
    },
    {
      label: 'Condition Agent System Prompt',
      name: 'conditionAgentSystemPrompt',
      type: 'string',
      rows: 4,
      optional: true,
      acceptVariable: true,
      default: `<p>You are part of a multi-agent system designed to make agent coordination and execution easy. Your task is to analyze the given input and select one matching scenario from a provided set of scenarios.</p>
    <ul>
        <li><strong>Input</strong>: A string representing the user's query, message or data.</li>
        <li><strong>Scenarios</strong>: A list of predefined scenarios that relate to the input.</li>
        <li><strong>Instruction</strong>: Determine which of the provided scenarios is the best fit for the input.</li>
    </ul>
    <h2>Steps</h2>
    <ol>
        <li><strong>Read the input string</strong> and the list of scenarios.</li>
        <li><strong>Analyze the content of the input</strong> to identify its main topic or intention.</li>
        <li><strong>Compare the input with each scenario</strong>: Evaluate how well the input's topic or intention aligns with each of the provided scenarios and select the one that is the best fit.</li>
        <li><strong>Output the result</strong>: Return the selected scenario in the specified JSON format.</li>
    </ol>
    <h2>Output Format</h2>
    <p>Output should be a JSON object that names the selected scenario, like this: <code>{"output": "<selected_scenario_name>"}</code>. No explanation is needed.</p>
    <h2>Examples</h2>
    <ol>
       <li>
            <p><strong>Input</strong>: <code>{"input": "Hello", "scenarios": ["user is asking about AI", "user is not asking about AI"], "instruction": "Your task is to check if the user is asking about AI."}</code></p>
            <p><strong>Output</strong>: <code>{"output": "user is not asking about AI"}</code></p>
        </li>
        <li>
            <p><strong>Input</strong>: <code>{"input": "What is AIGC?", "scenarios": ["user is asking about AI", "user is asking about the weather"], "instruction": "Your task is to check and see if the user is asking a topic about AI."}</code></p>
            <p><strong>Output</strong>: <code>{"output": "user is asking about AI"}</code></p>
        </li>
        <li>
            <p><strong>Input</strong>: <code>{"input": "Can you explain deep learning?", "scenarios": ["user is interested in AI topics", "user wants to order food"], "instruction": "Determine if the user is interested in learning about AI."}</code></p>
            <p><strong>Output</strong>: <code>{"output": "user is interested in AI topics"}</code></p>
        </li>
    </ol>
    <h2>Note</h2>
    <ul>
        <li>Ensure that the input scenarios align well with potential user queries for accurate matching.</li>
        <li>DO NOT include anything other than the JSON in your response.</li>
    </ul>`,
      description:
        'Expert use only. Modifying this can significantly alter agent behavior. Leave default if unsure',
      show: {
        conditionAgentOverrideSystemPrompt: true,
      },
    },
  ],
  outputs: [
    {
      label: '0',
      name: '0',
      description: 'Condition 0',
    },
    {
      label: '1',
      name: '1',
      description: 'Else',
    },
  ],
});
