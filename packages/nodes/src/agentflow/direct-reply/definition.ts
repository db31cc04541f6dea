// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';

/** Direct Reply (Agent Flows): Directly reply to the user with a message. */
export const directReplyAgentflow = defineNode({
  label: 'Direct Reply',
  name: 'directReplyAgentflow',
  version: 1,
  type: 'DirectReply',
  category: 'Agent Flows',
  description: 'Directly reply to the user with a message',
  color: '#4DDBBB',
  baseClasses: ['DirectReply'],
  hideOutput: true,
  inputs: [
    {
      label: 'Message',
      name: 'directReplyMessage',
      type: 'string',
      rows: 4,
      acceptVariable: true,
    },
  ],
});
