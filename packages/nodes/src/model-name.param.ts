// The "Model Name" picker that chat model and embeddings nodes declare alike (Flowise 3.x: `modelName`, filled by
// the node's `listModels` load method).
import type { InputParam } from '@loomflow/core';

/** The `modelName` picker filled from the provider's model list, preselecting `defaultModel`. */
export function listedModelNameParam<const Default extends string>(defaultModel: Default) {
  return {
    label: 'Model Name',
    name: 'modelName',
    type: 'asyncOptions',
    loadMethod: 'listModels',
    default: defaultModel,
  } as const satisfies InputParam;
}
