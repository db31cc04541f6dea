import type { TraceGraph } from '@loomflow/core';
import { Background, Controls, Handle, Position, ReactFlow, ReactFlowProvider } from '@xyflow/react';
import type { Edge, Node, NodeProps } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { memo, useMemo } from 'react';
import { OUTCOME_COLORS, OUTCOME_LABELS } from './outcome-colors.ts';
import type { NodeOutcome } from './trace-model.ts';

interface TraceNodeData extends Record<string, unknown> {
  readonly label: string;
  readonly outcome: NodeOutcome;
  readonly container: boolean;
}

type TraceFlowNode = Node<TraceNodeData>;

const HIDDEN_HANDLE = { opacity: 0, pointerEvents: 'none' as const };

function TraceNodeView({ id, data, width, height }: NodeProps<TraceFlowNode>) {
  const color = OUTCOME_COLORS[data.outcome];
  return (
    <div
      data-testid={`trace-node-${id}`}
      data-outcome={data.outcome}
      title={`${data.label}: ${OUTCOME_LABELS[data.outcome]}`}
      style={{
        boxSizing: 'border-box',
        minWidth: data.container ? undefined : 140,
        width: data.container ? (width ?? 300) : undefined,
        height: data.container ? (height ?? 200) : undefined,
        padding: '8px 12px',
        borderRadius: 8,
        border: `2px solid ${color}`,
        background: data.container ? `${color}11` : '#fff',
        color: '#222',
        fontSize: 13,
        fontWeight: 600,
        cursor: 'pointer',
      }}
    >
      <Handle type="target" position={Position.Left} style={HIDDEN_HANDLE} isConnectable={false} />
      <span
        style={{
          display: 'inline-block',
          width: 8,
          height: 8,
          borderRadius: 4,
          background: color,
          marginRight: 6,
        }}
      />
      {data.label}
      <Handle type="source" position={Position.Right} style={HIDDEN_HANDLE} isConnectable={false} />
    </div>
  );
}

const NODE_TYPES = { trace: memo(TraceNodeView) };

/** React Flow wants a container before the nodes inside it. */
function parentsFirst(graph: TraceGraph): TraceGraph['nodes'] {
  const ids = new Set(graph.nodes.map((node) => node.id));
  const top = graph.nodes.filter((node) => node.parentId === undefined || !ids.has(node.parentId));
  const inner = graph.nodes.filter((node) => node.parentId !== undefined && ids.has(node.parentId));
  return [...top, ...inner];
}

export function traceFlowNodes(
  graph: TraceGraph,
  outcomes: ReadonlyMap<string, NodeOutcome>,
): TraceFlowNode[] {
  const ids = new Set(graph.nodes.map((node) => node.id));
  return parentsFirst(graph).map((node) => {
    const container = node.type === 'iteration';
    const inside = node.parentId !== undefined && ids.has(node.parentId);
    return {
      id: node.id,
      type: 'trace',
      position: node.position,
      data: { label: node.label, outcome: outcomes.get(node.id) ?? 'NOT_RUN', container },
      ...(container && node.width !== undefined ? { width: node.width } : {}),
      ...(container && node.height !== undefined ? { height: node.height } : {}),
      ...(inside ? { parentId: node.parentId, extent: 'parent' as const } : {}),
    };
  });
}

export interface TraceGraphViewProps {
  readonly graph: TraceGraph;
  readonly outcomes: ReadonlyMap<string, NodeOutcome>;
  /** Stable across renders: the graph does not redraw when the selection changes. */
  readonly onNodeClick: (nodeId: string) => void;
}

/** The flow as it ran, read-only: each node coloured by its outcome; a click shows the node's latest run. */
function TraceGraphViewInner({ graph, outcomes, onNodeClick }: TraceGraphViewProps) {
  const nodes = useMemo(() => traceFlowNodes(graph, outcomes), [graph, outcomes]);
  const edges = useMemo(
    (): Edge[] =>
      graph.edges.map((edge) => ({
        id: edge.id,
        source: edge.source,
        target: edge.target,
        animated: outcomes.has(edge.source) && outcomes.has(edge.target),
      })),
    [graph, outcomes],
  );
  return (
    <ReactFlowProvider>
      <ReactFlow<TraceFlowNode>
        nodes={nodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        onNodeClick={(_event, node) => {
          onNodeClick(node.id);
        }}
        fitView
        minZoom={0.1}
        proOptions={{ hideAttribution: true }}
      >
        <Background gap={16} />
        <Controls showInteractive={false} />
      </ReactFlow>
    </ReactFlowProvider>
  );
}

export const TraceGraphView = memo(TraceGraphViewInner);
