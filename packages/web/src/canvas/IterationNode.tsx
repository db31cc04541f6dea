import type { NodeProps } from '@xyflow/react';
import { NodeResizer } from '@xyflow/react';
import { memo } from 'react';
import './canvas-nodes.css';
import type { EditorNode } from './flow-conversion.ts';
import { OutputHandles, TargetHandle } from './NodeHandles.tsx';
import { NodeToolbarButtons } from './NodeToolbarButtons.tsx';
import { useFlowEditor } from './useFlowEditor.ts';

/** An iteration node: a resizable container; nodes dropped inside become its children. */
function IterationView({ id, data, selected, width, height }: NodeProps<EditorNode>) {
  const edit = useFlowEditor((state) => state.setEditingNodeId);
  const label = data.label ?? data.name;
  return (
    <div
      data-testid={`node-${id}`}
      className={selected ? 'lf-iteration lf-iteration--selected' : 'lf-iteration'}
      onDoubleClick={() => {
        edit(id);
      }}
      style={{
        width: width ?? 300,
        height: height ?? 250,
        ...(selected || data.color === undefined ? {} : { borderColor: data.color }),
      }}
    >
      {selected ? <NodeResizer minWidth={200} minHeight={150} /> : null}
      {selected ? <NodeToolbarButtons nodeId={id} label={label} /> : null}
      <TargetHandle id={id} />
      <div className="lf-iteration__label">{label}</div>
      <OutputHandles data={data} showLabels={false} />
    </div>
  );
}

export const IterationNode = memo(IterationView);
