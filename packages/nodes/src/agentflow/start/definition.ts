// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { startInputTypeParams } from './start-input-type.params.ts';
import { webhookInputModeParams } from './webhook-input-mode.params.ts';
import { webhookBodyParamsParams } from './webhook-body-params.params.ts';
import { scheduleOnTimeParams } from './schedule-on-time.params.ts';
import { startStateParams } from './start-state.params.ts';

/** Start (Agent Flows): Starting point of the agentflow. */
export const startAgentflow = defineNode({
  label: 'Start',
  name: 'startAgentflow',
  version: 1.4,
  type: 'Start',
  category: 'Agent Flows',
  description: 'Starting point of the agentflow',
  color: '#7EE787',
  baseClasses: ['Start'],
  hideInput: true,
  inputs: [
    ...startInputTypeParams,
    ...webhookInputModeParams,
    ...webhookBodyParamsParams,
    ...scheduleOnTimeParams,
    ...startStateParams,
  ],
});
