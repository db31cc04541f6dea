// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Human Input (Agent Flows): Request human input, approval or rejection during execution. */
export const humanInputAgentflow = defineNode({
  label: 'Human Input',
  name: 'humanInputAgentflow',
  version: 1,
  type: 'HumanInput',
  category: 'Agent Flows',
  description: 'Request human input, approval or rejection during execution',
  color: '#6E6EFD',
  baseClasses: ['HumanInput'],
  loadMethods: ['listModels'],
  inputs: [
    {
      label: 'Description Type',
      name: 'humanInputDescriptionType',
      type: 'options',
      options: [
        {
          label: 'Fixed',
          name: 'fixed',
          description: 'Specify a fixed description',
        },
        {
          label: 'Dynamic',
          name: 'dynamic',
          description: 'Use LLM to generate a description',
        },
      ],
    },
    {
      label: 'Description',
      name: 'humanInputDescription',
      type: 'string',
      placeholder: 'Are you sure you want to proceed?',
      acceptVariable: true,
      rows: 4,
      show: {
        humanInputDescriptionType: 'fixed',
      },
    },
    {
      label: 'Model',
      name: 'humanInputModel',
      type: 'asyncOptions',
      loadMethod: 'listModels',
      loadConfig: true,
      show: {
        humanInputDescriptionType: 'dynamic',
      },
    },
    {
      label: 'Prompt',
      name: 'humanInputModelPrompt',
      type: 'string',
      default: `<p>Summarize the conversation between the user and the assistant, reiterate the last message from the assistant, and ask if user would like to proceed or if they have any feedback. </p>
<ul>
<li>Begin by capturing the key points of the conversation, ensuring that you reflect the main ideas and themes discussed.</li>
<li>Then, clearly reproduce the last message sent by the assistant to maintain continuity. Make sure the whole message is reproduced.</li>
<li>Finally, ask the user if they would like to proceed, or provide any feedback on the last assistant message</li>
</ul>
<h2 id="output-format-the-output-should-be-structured-in-three-parts-">Output Format The output should be structured in three parts in text:</h2>
<ul>
<li>A summary of the conversation (1-3 sentences).</li>
<li>The last assistant message (exactly as it appeared).</li>
<li>Ask the user if they would like to proceed, or provide any feedback on last assistant message. No other explanation and elaboration is needed.</li>
</ul>
`,
      acceptVariable: true,
      generateInstruction: true,
      rows: 4,
      show: {
        humanInputDescriptionType: 'dynamic',
      },
    },
    {
      label: 'Enable Feedback',
      name: 'humanInputEnableFeedback',
      type: 'boolean',
      default: true,
    },
  ],
  outputs: [
    {
      label: 'Proceed',
      name: 'proceed',
    },
    {
      label: 'Reject',
      name: 'reject',
    },
  ],
});
