// Data declared by Flowise 3.x for agentflow nodes (names, parameter names, types), kept compatible.

/** `<prefix>UpdateState`: the key/value rows a node writes into the flow state after it runs. */
export function updateFlowStateParam<const Prefix extends string>(prefix: Prefix) {
  return {
    label: 'Update Flow State',
    name: `${prefix}UpdateState` as const,
    description: 'Update runtime state during the execution of the workflow',
    type: 'array',
    optional: true,
    acceptVariable: true,
    array: [
      {
        label: 'Key',
        name: 'key',
        type: 'asyncOptions',
        loadMethod: 'listRuntimeStateKeys',
      },
      {
        label: 'Value',
        name: 'value',
        type: 'string',
        acceptVariable: true,
        acceptNodeOutputAsVariable: true,
      },
    ],
  } as const;
}
