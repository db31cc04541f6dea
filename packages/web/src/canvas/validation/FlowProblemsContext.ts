import { createContext, useContext } from 'react';

const NO_PROBLEMS: readonly string[] = [];

/** The open flow's problems by node id, from its last check (empty before any). */
export const FlowProblemsContext = createContext<ReadonlyMap<string, readonly string[]>>(new Map());

/** The problems the last check found on one node. */
export function useNodeProblems(nodeId: string): readonly string[] {
  return useContext(FlowProblemsContext).get(nodeId) ?? NO_PROBLEMS;
}
