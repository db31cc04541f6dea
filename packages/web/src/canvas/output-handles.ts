import type { FlowNodeData } from '@loomflow/core';

/** The handle ids a node's output anchors offer: an anchor with options offers only the chosen option's. */
export function outputHandles(data: FlowNodeData): { id: string; label: string }[] {
  return (data.outputAnchors ?? []).flatMap((anchor) => {
    if (anchor.options && anchor.options.length > 0) {
      // Options that are anchors themselves (a condition's branches) are all connectable at once.
      const branches = anchor.options.filter((option) => option.isAnchor === true);
      if (branches.length > 0)
        return branches.map((option) => ({ id: option.id, label: option.label ?? option.name }));
      const chosen = data.outputs?.[anchor.name ?? ''];
      const option = anchor.options.find((candidate) => candidate.name === chosen) ?? anchor.options[0];
      return option ? [{ id: option.id, label: option.label ?? option.name }] : [];
    }
    return anchor.id ? [{ id: anchor.id, label: anchor.label ?? anchor.name ?? '' }] : [];
  });
}
