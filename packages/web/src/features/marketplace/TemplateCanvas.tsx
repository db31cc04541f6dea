import type { FlowData } from '@loomflow/core';
import { useTheme } from '@mui/material/styles';
import {
  Background,
  BezierEdge,
  Controls,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useNodesState,
} from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useState } from 'react';
import { canvasThemeVars } from '../../canvas/canvas-theme-vars.ts';
import { toEditorGraph } from '../../canvas/flow-conversion.ts';
import type { EditorNode } from '../../canvas/flow-conversion.ts';
import { TemplateNodeDialog } from './TemplateNodeDialog.tsx';
import { TEMPLATE_NODE_TYPES } from './TemplateNodes.tsx';

const EDGE_TYPES = { agentFlow: BezierEdge, buttonedge: BezierEdge };

/** A template's flow on a read-only canvas: pan and zoom only; a click on a node shows its values. */
export function TemplateCanvas({ flowData }: { readonly flowData: FlowData }) {
  const graph = useMemo(() => toEditorGraph(flowData), [flowData]);
  // Only measurements change the nodes (nothing moves or gets selected); the minimap draws the measured sizes.
  const [nodes, , onNodesChange] = useNodesState(graph.nodes);
  const [openNode, setOpenNode] = useState<EditorNode | null>(null);
  const theme = useTheme();
  const themeVars = useMemo(() => canvasThemeVars(theme), [theme]);
  return (
    <ReactFlowProvider>
      <ReactFlow<EditorNode>
        nodes={nodes}
        onNodesChange={onNodesChange}
        edges={graph.edges}
        nodeTypes={TEMPLATE_NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        deleteKeyCode={null}
        onNodeClick={(_event, node) => {
          if (node.type !== 'stickyNote') setOpenNode(node);
        }}
        fitView
        minZoom={0.1}
        colorMode={theme.palette.mode}
        style={themeVars}
      >
        <Background gap={16} />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable />
      </ReactFlow>
      {openNode ? (
        <TemplateNodeDialog
          data={openNode.data}
          onClose={() => {
            setOpenNode(null);
          }}
        />
      ) : null}
    </ReactFlowProvider>
  );
}
