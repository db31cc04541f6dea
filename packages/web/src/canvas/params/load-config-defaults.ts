import { isParameterType } from '@loomflow/core';
import type { NodeDefinition } from '@loomflow/core';
import { inputParamsOf } from './input-param.ts';

/**
 * The `<name>Config` of a node type just chosen (a model for `llmModel`, …): its parameters' declared defaults,
 * as the settings under it show them, plus the choice itself. What is shown is what is saved and run: a default
 * model name left untouched must not be missing from the saved flow.
 */
export function initialLoadConfig(
  paramName: string,
  chosen: unknown,
  definition: NodeDefinition | undefined,
): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  for (const input of inputParamsOf(definition?.inputs)) {
    if (isParameterType(input.type) && input.default !== undefined) config[input.name] = input.default;
  }
  config[paramName] = chosen;
  return config;
}
