import { applyParameterVisibility, isParameterType } from '@loomflow/core';
import type { InputParam, NodeConfig, NodeDefinition } from '@loomflow/core';
import { inputParamsOf } from '../../canvas/params/input-param.ts';

/** The parameters of a node type the form edits (anchors such as a loader's "Text Splitter" input are left out). */
export function editableParams(definition: NodeDefinition, values: NodeConfig): InputParam[] {
  return applyParameterVisibility(
    inputParamsOf(definition.inputs).filter((param) => isParameterType(param.type)),
    values,
  ).filter((param) => param.display);
}

/** The declared defaults of a node type's parameters: a new component's starting values. */
export function defaultValues(definition: NodeDefinition): NodeConfig {
  const values: NodeConfig = {};
  for (const param of inputParamsOf(definition.inputs)) {
    if (isParameterType(param.type) && param.default !== undefined) values[param.name] = param.default;
  }
  return values;
}
