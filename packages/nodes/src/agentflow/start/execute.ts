import type { NodeName } from '../../node-registry.ts';
import { isRecord } from '@loomflow/core';
import type { NodeInputValues } from '../../define-node.ts';
import type { NodeExecutor, NodeRunContext, NodeRunResult } from '../../runtime/node-executor.ts';
import { booleanOf, rowsOf, textOf } from '../runtime-shared/input-guards.ts';
import { fromSync } from '../runtime-shared/sync-executor.ts';
import { typedInputs } from '../runtime-shared/typed-inputs.ts';
import { startAgentflow } from './definition.ts';

type StartInputs = NodeInputValues<typeof startAgentflow>;

interface FormField {
  readonly type: string;
  readonly label: string;
  readonly name: string;
  readonly options: readonly string[];
}

function formFields(value: unknown): FormField[] {
  return rowsOf(value).flatMap((row) => {
    const name = textOf(row.name).trim();
    if (name === '') return [];
    const options = rowsOf(row.addOptions)
      .map((option) => textOf(option.option))
      .filter((option) => option !== '');
    return [{ type: textOf(row.type) || 'string', label: textOf(row.label) || name, name, options }];
  });
}

function typedValue(field: FormField, value: unknown): unknown {
  switch (field.type) {
    case 'number': {
      const number = typeof value === 'number' ? value : Number(textOf(value));
      if (textOf(value).trim() === '' || !Number.isFinite(number)) {
        throw new Error(`Form field "${field.label}" needs a number; got "${textOf(value)}".`);
      }
      return number;
    }
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (value === 'true' || value === 'false') return value === 'true';
      throw new Error(`Form field "${field.label}" needs true or false; got "${textOf(value)}".`);
    case 'options': {
      const text = textOf(value);
      if (field.options.length > 0 && !field.options.includes(text)) {
        throw new Error(
          `Form field "${field.label}" must be one of: ${field.options.join(', ')}; got "${text}".`,
        );
      }
      return text;
    }
    default:
      return textOf(value);
  }
}

/** The submitted form checked against the declared fields (missing ones stay out; wrong types are refused). */
function checkedForm(
  inputs: StartInputs,
  form: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  const fields = formFields(inputs.formInputTypes);
  if (fields.length === 0) return form;
  const checked: Record<string, unknown> = {};
  for (const field of fields) {
    const value = form[field.name];
    if (value === undefined || value === null) continue;
    checked[field.name] = typedValue(field, value);
  }
  return checked;
}

function run(context: NodeRunContext): NodeRunResult {
  const inputs: StartInputs = typedInputs(startAgentflow, context.inputs);
  const inputType = textOf(inputs.startInputType) || 'chatInput';
  const flags = {
    ...(booleanOf(inputs.startEphemeralMemory, false) ? { ephemeralMemory: true } : {}),
    ...(booleanOf(inputs.startPersistState, false) ? { persistState: true } : {}),
  };

  if (inputType === 'formInput') {
    if (!isRecord(context.form)) {
      throw new Error('This flow starts with a form: send the form values as "form" in the prediction body.');
    }
    const form = checkedForm(inputs, context.form);
    return {
      input: {
        form: {
          title: textOf(inputs.formTitle),
          description: textOf(inputs.formDescription),
          inputs: formFields(inputs.formInputTypes),
        },
      },
      output: { content: JSON.stringify(form), form, ...flags },
    };
  }
  return {
    input: { question: context.question },
    output: { content: context.question, question: context.question, ...flags },
  };
}

/** Start: hands the question (or the submitted form) to the flow; the engine sets up the initial state. */
export const startExecutor: NodeExecutor<NodeName> = {
  name: 'startAgentflow',
  execute: fromSync(run),
};
