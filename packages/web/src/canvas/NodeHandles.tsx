import type { FlowNodeData } from '@loomflow/core';
import { Handle, Position } from '@xyflow/react';
import type { CSSProperties } from 'react';
import { HANDLE_SIZE } from './estimated-handles.ts';
import { outputHandles } from './output-handles.ts';

const HANDLE_STYLE: CSSProperties = {
  width: HANDLE_SIZE,
  height: HANDLE_SIZE,
  background: '#fff',
  border: '2px solid #666',
};
const INDEX_STYLE: CSSProperties = { position: 'absolute', left: 12, top: -7, fontSize: 10 };
const LABEL_STYLE: CSSProperties = {
  position: 'absolute',
  right: 12,
  top: -7,
  fontSize: 10,
  whiteSpace: 'nowrap',
};

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
      {showLabels && handles.length > 1 ? <span style={INDEX_STYLE}>{index}</span> : null}
      {labelled ? <span style={LABEL_STYLE}>{handle.label}</span> : null}
    </Handle>
  ));
}

export function TargetHandle({ id, top }: { readonly id: string; readonly top?: number | string }) {
  return (
    <Handle
      id={id}
      type="target"
      position={Position.Left}
      style={top === undefined ? HANDLE_STYLE : { ...HANDLE_STYLE, top }}
    />
  );
}
