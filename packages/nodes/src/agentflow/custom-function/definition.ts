// Data declared by Flowise 3.x for this node type (names, parameter names, types, options), kept compatible.
import { defineNode } from '../../define-node.ts';
import { updateFlowStateParam } from '../shared/update-state.params.ts';

/** Custom Function (Agent Flows): Execute custom function. */
export const customFunctionAgentflow = defineNode({
  label: 'Custom Function',
  name: 'customFunctionAgentflow',
  version: 1.1,
  type: 'CustomFunction',
  category: 'Agent Flows',
  description: 'Execute custom function',
  color: '#E4B7FF',
  baseClasses: ['CustomFunction'],
  loadMethods: ['listRuntimeStateKeys'],
  inputs: [
    {
      label: 'Input Variables',
      name: 'customFunctionInputVariables',
      description: 'Input variables can be used in the function with prefix $. For example: $foo',
      type: 'array',
      optional: true,
      acceptVariable: true,
      array: [
        {
          label: 'Variable Name',
          name: 'variableName',
          type: 'string',
        },
        {
          label: 'Variable Value',
          name: 'variableValue',
          type: 'string',
          acceptVariable: true,
        },
      ],
    },
    {
      label: 'Javascript Function',
      name: 'customFunctionJavascriptFunction',
      type: 'code',
      codeExample: `/*
* You can use any libraries imported in Flowise
* You can use properties specified in Input Variables with the prefix $. For example: $foo
* You can get default flow config: $flow.sessionId, $flow.chatId, $flow.chatflowId, $flow.input, $flow.state
* You can get global variables: $vars.<variable-name>
* Must return a string value at the end of function
*/

const fetch = require('node-fetch');
const url = 'https://api.open-meteo.com/v1/forecast?latitude=52.52&longitude=13.41&current_weather=true';
const options = {
    method: 'GET',
    headers: {
        'Content-Type': 'application/json'
    }
};
try {
    const response = await fetch(url, options);
    const text = await response.text();
    return text;
} catch (error) {
    console.error(error);
    return '';
}`,
      description:
        'The function to execute. Must return a string or an object that can be converted to a string.',
    },
    updateFlowStateParam('customFunction'),
  ],
});
