/** A Flowise component node: its name, label, category, and `LlamaIndex` for LlamaIndex-based ones. */
export type FlowiseNodeEntry = readonly [name: string, label: string, category: string, tag?: 'LlamaIndex'];
