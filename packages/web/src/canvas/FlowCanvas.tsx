import type { NodeDefinition } from '@loomflow/core';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import {
  Background,
  BezierEdge,
  ControlButton,
  Controls,
  MiniMap,
  ReactFlow,
  useReactFlow,
} from '@xyflow/react';
import type { Connection, Viewport } from '@xyflow/react';
import { useTheme } from '@mui/material/styles';
import type { DragEvent } from 'react';
import { useMemo, useState } from 'react';
import { notify } from '../ui/notify.ts';
import { canvasThemeVars } from './canvas-theme-vars.ts';
import { createGeometryEstimator } from './estimated-handles.ts';
import type { EditorNode } from './flow-conversion.ts';
import { FlowNode } from './FlowNode.tsx';
import { initNode } from './init-node.ts';
import { IterationNode } from './IterationNode.tsx';
import { NODE_DRAG_TYPE } from './palette.ts';
import { RunnableNodesContext, useRunnableNames } from './runnable-nodes.ts';
import { StickyNoteNode } from './StickyNoteNode.tsx';
import { useFlowEditor } from './useFlowEditor.ts';
import { useFlowEditorStore } from './useFlowEditorStore.ts';

const NODE_TYPES = {
  agentFlow: FlowNode,
  customNode: FlowNode,
  stickyNote: StickyNoteNode,
  iteration: IterationNode,
};
const EDGE_TYPES = { agentFlow: BezierEdge, buttonedge: BezierEdge };
/** Fit view covers nodes not measured yet too (outside the view they are not drawn, so not measured). */
const FIT_ALL = { includeHiddenNodes: true };
/** A bigger flow opens without the minimap (it watches every node on each frame of a pan or drag); a button shows it. */
const MINIMAP_NODE_LIMIT = 300;

/** The iteration container under a point, if any (new agentflow nodes dropped there become its children). */
function containerAt(nodes: readonly EditorNode[], point: { x: number; y: number }): EditorNode | undefined {
  return nodes.find((node) => {
    if (node.type !== 'iteration' || node.parentId !== undefined) return false;
    const width = node.measured?.width ?? node.width ?? 0;
    const height = node.measured?.height ?? node.height ?? 0;
    return (
      point.x >= node.position.x &&
      point.x <= node.position.x + width &&
      point.y >= node.position.y &&
      point.y <= node.position.y + height
    );
  });
}

export interface FlowCanvasProps {
  readonly definitions: readonly NodeDefinition[];
  readonly initialViewport: Viewport | undefined;
  readonly onViewport: (viewport: Viewport) => void;
}

/** The React Flow surface: nodes, edges, drop from the palette, connections checked by the spec's rules. */
export function FlowCanvas({ definitions, initialViewport, onViewport }: FlowCanvasProps) {
  const runnable = useRunnableNames(definitions);
  const nodes = useFlowEditor((state) => state.nodes);
  const edges = useFlowEditor((state) => state.edges);
  const onNodesChange = useFlowEditor((state) => state.onNodesChange);
  const onEdgesChange = useFlowEditor((state) => state.onEdgesChange);
  const store = useFlowEditorStore();
  const { screenToFlowPosition } = useReactFlow();
  // A saved flow without a viewport is fitted once when it opens; a new, empty flow keeps zoom 1.
  const [fitOnOpen] = useState(() => initialViewport === undefined && nodes.length > 0);
  // Nodes not yet measured carry an estimated size and handles, so React Flow draws only those in view
  // (issue 6: a 1,000-node flow). Not while the first fit waits for every node's measured size.
  const [estimator] = useState(() => (fitOnOpen ? undefined : createGeometryEstimator()));
  const shownNodes = useMemo(() => (estimator ? estimator.apply(nodes) : nodes), [estimator, nodes]);
  const [miniMap, setMiniMap] = useState(() => nodes.length <= MINIMAP_NODE_LIMIT);
  const theme = useTheme();
  const themeVars = useMemo(() => canvasThemeVars(theme), [theme]);

  const onConnect = (connection: Connection) => {
    const check = store.getState().connect(connection);
    if (!check.valid) notify.error(check.message);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    const name = event.dataTransfer.getData(NODE_DRAG_TYPE);
    const definition = definitions.find((candidate) => candidate.name === name);
    if (!definition) return;
    const point = screenToFlowPosition({ x: event.clientX, y: event.clientY });
    const state = store.getState();
    const node = initNode(definition, state.nodes, point);
    const container =
      definition.category === 'Agent Flows' && node.type !== 'iteration'
        ? containerAt(state.nodes, point)
        : undefined;
    state.addNode(
      container
        ? {
            ...node,
            parentId: container.id,
            extent: 'parent',
            position: { x: point.x - container.position.x, y: point.y - container.position.y },
          }
        : node,
    );
  };
  return (
    <RunnableNodesContext.Provider value={runnable}>
      <ReactFlow<EditorNode>
        nodes={shownNodes}
        edges={edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        onNodesChange={onNodesChange}
        onEdgesChange={onEdgesChange}
        onConnect={onConnect}
        onNodeDragStart={(_event, _node, dragged) => {
          store.getState().beginDrag(dragged.map((node) => node.id));
        }}
        onDrop={onDrop}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
        }}
        defaultViewport={initialViewport}
        fitView={fitOnOpen}
        onMoveEnd={(_event, viewport) => {
          onViewport(viewport);
        }}
        deleteKeyCode={['Delete', 'Backspace']}
        multiSelectionKeyCode={['Meta', 'Control', 'Shift']}
        minZoom={0.1}
        onlyRenderVisibleElements
        colorMode={theme.palette.mode}
        style={themeVars}
      >
        <Background gap={16} />
        <Controls fitViewOptions={FIT_ALL}>
          <ControlButton
            title={miniMap ? 'Hide the minimap' : 'Show the minimap'}
            aria-label={miniMap ? 'Hide the minimap' : 'Show the minimap'}
            onClick={() => {
              setMiniMap((shown) => !shown);
            }}
          >
            <MapOutlinedIcon />
          </ControlButton>
        </Controls>
        {miniMap ? <MiniMap pannable zoomable /> : null}
      </ReactFlow>
    </RunnableNodesContext.Provider>
  );
}
