import type { FlowNodeData } from '@loomflow/core';
import { Handle, Position } from '@xyflow/react';
import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import type { CSSProperties } from 'react';
import { nodeIconUrl } from '../../api/nodes.api.ts';
import '../../canvas/canvas-nodes.css';
import type { EditorNode } from '../../canvas/flow-conversion.ts';
import { HANDLE_SIZE } from '../../canvas/estimated-handles.ts';
import { outputHandles } from '../../canvas/output-handles.ts';
import { textOf } from '../../canvas/params/input-param.ts';

const HANDLE_STYLE: CSSProperties = {
  width: HANDLE_SIZE,
  height: HANDLE_SIZE,
  background: '#fff',
  border: '2px solid #666',
};

/** An input handle nothing can be connected to. */
function TargetHandle({ id, top }: { readonly id: string; readonly top?: string }) {
  return (
    <Handle
      id={id}
      type="target"
      position={Position.Left}
      isConnectable={false}
      style={top === undefined ? HANDLE_STYLE : { ...HANDLE_STYLE, top }}
    />
  );
}

/** The output handles of the editor (same ids and places), not connectable. */
function OutputHandles({ data, showLabels }: { readonly data: FlowNodeData; readonly showLabels: boolean }) {
  const handles = outputHandles(data);
  return handles.map((handle, index) => (
    <Handle
      key={handle.id}
      id={handle.id}
      type="source"
      position={Position.Right}
      isConnectable={false}
      title={showLabels ? handle.label : undefined}
      style={{ ...HANDLE_STYLE, top: `${((index + 1) * 100) / (handles.length + 1)}%` }}
    />
  ));
}

/**
 * The nodes of a template preview: the editor's look (canvas-nodes.css, the same handles) without anything that
 * edits; a click opens the node's values (TemplateCanvas).
 */
function TemplateNodeView({ id, data, type }: NodeProps<EditorNode>) {
  const isAgentflow = type === 'agentFlow';
  const label = data.label ?? data.name;
  return (
    <div
      data-testid={`template-node-${id}`}
      className={`lf-node ${isAgentflow ? 'lf-node--agent' : 'lf-node--chat'}`}
      style={
        data.color === undefined ? { cursor: 'pointer' } : { borderColor: data.color, cursor: 'pointer' }
      }
      title={`${label}: click to see its values`}
    >
      {isAgentflow && !data.hideInput ? <TargetHandle id={id} /> : null}
      <div className="lf-node__header">
        <img
          className="lf-node__icon"
          src={nodeIconUrl(data.name)}
          alt=""
          loading="lazy"
          style={data.color === undefined ? undefined : { background: data.color }}
        />
        <span className="lf-node__label">{label}</span>
      </div>
      {isAgentflow || (data.inputAnchors ?? []).length === 0 ? null : (
        <div className="lf-node__body">
          {(data.inputAnchors ?? []).map((anchor) => (
            <div key={anchor.id ?? anchor.name} className="lf-node__anchor">
              {anchor.id ? <TargetHandle id={anchor.id} top="50%" /> : null}
              {anchor.label ?? anchor.name}
            </div>
          ))}
        </div>
      )}
      <OutputHandles data={data} showLabels={isAgentflow} />
    </div>
  );
}

function TemplateNoteView({ data }: NodeProps<EditorNode>) {
  return (
    <div
      style={{
        background: '#fff9c4',
        color: '#333',
        padding: 8,
        borderRadius: 4,
        width: 220,
        fontSize: 13,
        whiteSpace: 'pre-wrap',
      }}
    >
      {textOf(data.inputs?.note)}
    </div>
  );
}

function TemplateContainerView({ id, data, width, height }: NodeProps<EditorNode>) {
  return (
    <div
      data-testid={`template-node-${id}`}
      className="lf-iteration"
      style={{
        width: width ?? 300,
        height: height ?? 250,
        cursor: 'pointer',
        ...(data.color === undefined ? {} : { borderColor: data.color }),
      }}
    >
      <TargetHandle id={id} />
      <div className="lf-iteration__label">{data.label ?? data.name}</div>
      <OutputHandles data={data} showLabels={false} />
    </div>
  );
}

export const TEMPLATE_NODE_TYPES = {
  agentFlow: memo(TemplateNodeView),
  customNode: memo(TemplateNodeView),
  stickyNote: memo(TemplateNoteView),
  iteration: memo(TemplateContainerView),
};
