import { createContext, useContext } from 'react';

/**
 * The node type whose load methods a parameter calls, when it is not the canvas node itself: the settings of a
 * chosen model inside an agentflow node (`llmModelConfig`) ask `chatOpenAI` for its model names, with the config
 * (and its credential-id marker) as the inputs.
 */
export interface LoadMethodTarget {
  readonly nodeName: string;
  readonly inputs: Readonly<Record<string, unknown>>;
}

export const LoadMethodTargetContext = createContext<LoadMethodTarget | undefined>(undefined);

export function useLoadMethodTarget(): LoadMethodTarget | undefined {
  return useContext(LoadMethodTargetContext);
}
