import { inputNameOfHandle, nodeReference } from '@loomflow/core';
import type { EditorNode } from './flow-conversion.ts';

/**
 * A chatflow connection writes Flowise's reference to the source into the target's input: a list input
 * gathers one `{{<source>.data.instance}}` per connection, a variable-accepting text gets it appended, any other
 * input holds it. Agentflow connections (handle = node id) change nothing.
 */
export function writeConnectedInput(
  target: EditorNode,
  sourceId: string,
  targetHandle: string | null,
): EditorNode {
  const inputName = inputNameOfHandle(targetHandle, target.id);
  if (inputName === undefined) return target;
  const inputs = target.data.inputs ?? {};
  const reference = nodeReference(sourceId);
  const anchor = target.data.inputAnchors?.find((input) => input.name === inputName);
  const param = target.data.inputParams?.find((input) => input.name === inputName);
  const current = inputs[inputName];
  let value: unknown = reference;
  if (anchor?.list === true) {
    const items: readonly unknown[] = Array.isArray(current)
      ? current
      : typeof current === 'string' && current !== ''
        ? [current]
        : [];
    value = items.includes(reference) ? items : [...items, reference];
  } else if (param?.acceptVariable === true && typeof current === 'string' && current !== '') {
    value = current.includes(reference) ? current : `${current} ${reference}`;
  }
  return { ...target, data: { ...target.data, inputs: { ...inputs, [inputName]: value } } };
}
