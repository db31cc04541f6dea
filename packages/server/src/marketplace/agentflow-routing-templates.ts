import { agentTool, flowModel, startNode, system } from './spec-helpers.ts';
import type { FlowTemplateSpec } from './template-spec.ts';

/** Built-in agentflows v2 that route a conversation: by a model, by a keyword, or by a person's approval. */
export const AGENTFLOW_ROUTING_TEMPLATES: readonly FlowTemplateSpec[] = [
  {
    name: 'Support Ticket Triage',
    description:
      'A condition agent reads each message and routes it to a billing specialist, a technical specialist or a hand-over reply.',
    usecases: ['Customer Support', 'Agent'],
    badge: 'NEW',
    type: 'AGENTFLOW',
    nodes: [
      startNode(),
      {
        id: 'conditionAgentAgentflow_0',
        name: 'conditionAgentAgentflow',
        label: 'Classify Ticket',
        at: [220, 100],
        inputs: {
          ...flowModel('conditionAgent', 0),
          conditionAgentInstructions: 'Decide which team should handle this customer message.',
          conditionAgentInput: '{{ question }}',
          conditionAgentScenarios: [
            { scenario: 'Billing, payments, invoices or refunds' },
            { scenario: 'Technical problem or error' },
            { scenario: 'Anything else' },
          ],
        },
      },
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Billing Specialist',
        at: [520, 0],
        inputs: {
          ...flowModel('llm', 0.3),
          llmMessages: [
            system('You are a billing specialist. Explain charges plainly and state the next step.'),
          ],
          llmEnableMemory: true,
          llmMemoryType: 'allMessages',
          llmReturnResponseAs: 'userMessage',
        },
      },
      {
        id: 'llmAgentflow_1',
        name: 'llmAgentflow',
        label: 'Technical Specialist',
        at: [520, 120],
        inputs: {
          ...flowModel('llm', 0.3),
          llmMessages: [
            system(
              'You are a support engineer. Ask for the exact error when missing and answer in numbered steps.',
            ),
          ],
          llmEnableMemory: true,
          llmMemoryType: 'allMessages',
          llmReturnResponseAs: 'userMessage',
        },
      },
      {
        id: 'directReplyAgentflow_0',
        name: 'directReplyAgentflow',
        label: 'Hand Over',
        at: [520, 240],
        inputs: {
          directReplyMessage:
            'Thanks for your message. A member of our team will get back to you within one working day.',
        },
      },
    ],
    edges: [
      { from: 'startAgentflow_0', to: 'conditionAgentAgentflow_0' },
      { from: 'conditionAgentAgentflow_0', to: 'llmAgentflow_0', output: 0 },
      { from: 'conditionAgentAgentflow_0', to: 'llmAgentflow_1', output: 1 },
      { from: 'conditionAgentAgentflow_0', to: 'directReplyAgentflow_0', output: 2 },
    ],
  },
  {
    name: 'Draft and Approve Reply',
    description:
      'Drafts an answer, then waits for a person to approve it before it is sent; a rejection ends with a note instead.',
    usecases: ['Human In The Loop', 'Customer Support'],
    badge: 'NEW',
    type: 'AGENTFLOW',
    nodes: [
      startNode(),
      {
        id: 'llmAgentflow_0',
        name: 'llmAgentflow',
        label: 'Draft Reply',
        at: [220, 100],
        inputs: {
          ...flowModel('llm', 0.5),
          llmMessages: [system('Draft a courteous reply to the customer message. Keep it under 120 words.')],
          llmEnableMemory: true,
          llmMemoryType: 'allMessages',
          llmReturnResponseAs: 'userMessage',
        },
      },
      {
        id: 'humanInputAgentflow_0',
        name: 'humanInputAgentflow',
        label: 'Approve Draft',
        at: [480, 100],
        inputs: {
          humanInputDescriptionType: 'fixed',
          humanInputDescription: 'Send this draft to the customer?\n\n{{ llmAgentflow_0 }}',
          humanInputEnableFeedback: true,
        },
      },
      {
        id: 'directReplyAgentflow_0',
        name: 'directReplyAgentflow',
        label: 'Send Draft',
        at: [760, 40],
        inputs: { directReplyMessage: '{{ llmAgentflow_0 }}' },
      },
      {
        id: 'directReplyAgentflow_1',
        name: 'directReplyAgentflow',
        label: 'Discard Draft',
        at: [760, 180],
        inputs: { directReplyMessage: 'The draft was not approved; nothing was sent.' },
      },
    ],
    edges: [
      { from: 'startAgentflow_0', to: 'llmAgentflow_0' },
      { from: 'llmAgentflow_0', to: 'humanInputAgentflow_0' },
      { from: 'humanInputAgentflow_0', to: 'directReplyAgentflow_0', output: 0 },
      { from: 'humanInputAgentflow_0', to: 'directReplyAgentflow_1', output: 1 },
    ],
  },
  {
    name: 'Refund Keyword Router',
    description:
      'A plain condition (no model) sends messages mentioning a refund to a fixed policy answer and everything else to an agent.',
    usecases: ['Customer Support', 'Basic'],
    type: 'AGENTFLOW',
    nodes: [
      startNode(),
      {
        id: 'conditionAgentflow_0',
        name: 'conditionAgentflow',
        label: 'Mentions Refund?',
        at: [220, 100],
        inputs: {
          conditions: [{ type: 'string', value1: '{{ question }}', operation: 'contains', value2: 'refund' }],
        },
      },
      {
        id: 'directReplyAgentflow_0',
        name: 'directReplyAgentflow',
        label: 'Refund Policy',
        at: [480, 20],
        inputs: {
          directReplyMessage:
            'Refunds are paid to the original payment method within 14 days of receiving the returned item.',
        },
      },
      {
        id: 'agentAgentflow_0',
        name: 'agentAgentflow',
        label: 'General Agent',
        at: [480, 180],
        inputs: {
          ...flowModel('agent', 0.3),
          agentMessages: [system('You are the assistant of an online shop. Answer briefly.')],
          agentTools: [agentTool('currentDateTime')],
          agentEnableMemory: true,
          agentMemoryType: 'allMessages',
          agentReturnResponseAs: 'userMessage',
        },
      },
    ],
    edges: [
      { from: 'startAgentflow_0', to: 'conditionAgentflow_0' },
      { from: 'conditionAgentflow_0', to: 'directReplyAgentflow_0', output: 0 },
      { from: 'conditionAgentflow_0', to: 'agentAgentflow_0', output: 1 },
    ],
  },
];
