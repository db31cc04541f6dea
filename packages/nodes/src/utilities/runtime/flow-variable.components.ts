import type { NodeName } from '../../node-registry.ts';
import {
  ChatflowInputError,
  textInput,
  type ChatflowComponent,
  type ChatflowInitContext,
} from '../../runtime/chatflow-component.ts';

function variableStore(context: ChatflowInitContext): Map<string, unknown> {
  if (!context.flowVariables)
    throw new ChatflowInputError('variables need a chatflow run (this context has no variable store)');
  return context.flowVariables;
}

function variableName(context: ChatflowInitContext): string {
  const name = textInput(context.inputs, 'variableName').trim();
  if (name === '') throw new ChatflowInputError('Variable Name is empty: name the variable (e.g. var1)');
  return name;
}

/** Set Variable: its input (one connected value, or the list) kept under the name for the rest of the run. */
export const setVariableComponent: ChatflowComponent<NodeName> = {
  name: 'setVariable',
  init(context) {
    return new Promise((resolve) => {
      const raw = context.inputs.input;
      const value: unknown = Array.isArray(raw) && raw.length === 1 ? raw[0] : raw;
      variableStore(context).set(variableName(context), value);
      resolve(value);
    });
  },
};

/** Get Variable: the value Set Variable kept under the name in this run (undefined when none did). */
export const getVariableComponent: ChatflowComponent<NodeName> = {
  name: 'getVariable',
  init(context) {
    return new Promise((resolve) => {
      resolve(variableStore(context).get(variableName(context)));
    });
  },
};
