import type { FlowNodeData } from '@loomflow/core';
import { Handle, Position } from '@xyflow/react';

const HANDLE_STYLE = { width: 10, height: 10, background: '#fff', border: '2px solid #666' };

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

/** The output handles on a node's right edge, spread evenly. */
export function OutputHandles({
  data,
  showLabels,
}: {
  readonly data: FlowNodeData;
  readonly showLabels: boolean;
}) {
  const handles = outputHandles(data);
  const labelled = !showLabels && handles.length > 1;
  return handles.map((handle, index) => (
    <Handle
      key={handle.id}
      id={handle.id}
      type="source"
      position={Position.Right}
      title={handle.label}
      style={{ ...HANDLE_STYLE, top: `${((index + 1) * 100) / (handles.length + 1)}%` }}
    >
      {showLabels && handles.length > 1 ? (
        <span style={{ position: 'absolute', left: 12, top: -7, fontSize: 10 }}>{index}</span>
      ) : null}
      {labelled ? (
        <span style={{ position: 'absolute', right: 12, top: -7, fontSize: 10, whiteSpace: 'nowrap' }}>
          {handle.label}
        </span>
      ) : null}
    </Handle>
  ));
}

export function TargetHandle({ id, top }: { readonly id: string; readonly top?: number | string }) {
  return (
    <Handle
      id={id}
      type="target"
      position={Position.Left}
      style={{ ...HANDLE_STYLE, ...(top === undefined ? {} : { top }) }}
    />
  );
}
