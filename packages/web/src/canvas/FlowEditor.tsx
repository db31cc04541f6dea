import type { Chatflow, ChatflowType, FlowViewport, NodeDefinition } from '@loomflow/core';
import Box from '@mui/material/Box';
import { ReactFlowProvider } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAccess } from '../features/auth/useAccess.ts';
import { CanvasChatPanel } from '../features/chat/CanvasChatPanel.tsx';
import { autoLayout } from './auto-layout.ts';
import { CanvasHeader } from './CanvasHeader.tsx';
import { ConflictDialog } from './ConflictDialog.tsx';
import { FlowCanvas } from './FlowCanvas.tsx';
import type { EditorGraph } from './flow-conversion.ts';
import { createFlowEditorStore } from './flow-editor.store.ts';
import { FlowEditorContext } from './FlowEditorContext.ts';
import { NodeEditDialog } from './NodeEditDialog.tsx';
import { RunnableNodesContext, useRunnableNames } from './runnable-nodes.ts';
import { NodePalette } from './NodePalette.tsx';
import { FlowActionDialogs } from './settings/FlowActionDialogs.tsx';
import { FlowActionsContext } from './settings/flow-actions.ts';
import type { FlowAction } from './settings/flow-actions.ts';
import { FlowSettingsDialog } from './settings/FlowSettingsDialog.tsx';
import type { FlowSettingsTab } from './settings/FlowSettingsDialog.tsx';
import { useCanvasShortcuts } from './useCanvasShortcuts.ts';
import { useFlowEditorStore } from './useFlowEditorStore.ts';
import { useLeavePrompt } from './useLeavePrompt.ts';
import { useFlowFile } from './useFlowFile.ts';
import { useLoadedFlowFile } from './useLoadedFlowFile.ts';
import { useSaveFlow } from './useSaveFlow.ts';
import { FlowProblemsContext } from './validation/FlowProblemsContext.ts';
import { FlowProblemsPanel } from './validation/FlowProblemsPanel.tsx';
import { problemsByNode } from './validation/flow-problems.ts';
import { useFlowValidation } from './validation/useFlowValidation.ts';

export interface FlowEditorProps {
  readonly flow: Chatflow | null;
  readonly flowType: ChatflowType;
  readonly graph: EditorGraph;
  readonly definitions: readonly NodeDefinition[];
  readonly listPath: string;
  readonly onReload: () => void;
}

function FlowEditorFrame({ flow, flowType, graph, definitions, listPath, onReload }: FlowEditorProps) {
  const navigate = useNavigate();
  const store = useFlowEditorStore();
  const viewport = useRef<FlowViewport | undefined>(graph.viewport);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [settingsTab, setSettingsTab] = useState<FlowSettingsTab | null>(null);
  const [settingsFlow, setSettingsFlow] = useState(flow);
  const [flowAction, setFlowAction] = useState<FlowAction | null>(null);
  const validation = useFlowValidation(flow?.id ?? null, flowType);
  const { can } = useAccess();
  const nodeProblems = useMemo(() => problemsByNode(validation.problems), [validation.problems]);
  const { save, saving, conflict, dismissConflict, adoptVersion } = useSaveFlow({
    flow,
    flowType,
    originals: graph.originals,
    viewport: () => viewport.current,
    onSaved: (flowId) => void validation.check(flowId),
  });
  const flowFile = useFlowFile({ flowType, originals: graph.originals, viewport: () => viewport.current });
  useLoadedFlowFile(flowFile.loadText);
  useCanvasShortcuts(() => void save());
  useLeavePrompt();
  const runnable = useRunnableNames(definitions);
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <FlowActionsContext.Provider value={settingsFlow ? setFlowAction : null}>
        <CanvasHeader
          onBack={() => void navigate(listPath)}
          onSave={() => void save()}
          saving={saving}
          onTogglePalette={() => {
            setPaletteOpen((open) => !open);
          }}
          onLayout={() => {
            const { nodes, edges, replaceGraph } = store.getState();
            replaceGraph(autoLayout(nodes, edges), edges);
          }}
          onOpenSettings={settingsFlow ? setSettingsTab : null}
          onCheck={flow && validation.available ? () => void validation.check(flow.id) : null}
          checking={validation.checking}
          vectorUpsert={flow && flowType === 'CHATFLOW' ? { flowId: flow.id, save } : null}
          canSaveAsTemplate={can('templates:flowexport')}
          file={{
            onExport: flowFile.exportFlow,
            onLoad: (file) => {
              flowFile.loadText(file.text, file.name);
            },
          }}
        />
      </FlowActionsContext.Provider>
      <Box sx={{ flexGrow: 1, position: 'relative' }} data-testid="flow-canvas">
        <FlowProblemsContext.Provider value={nodeProblems}>
          <FlowCanvas
            definitions={definitions}
            initialViewport={graph.viewport}
            onViewport={(next) => {
              viewport.current = next;
            }}
          />
        </FlowProblemsContext.Provider>
        <FlowProblemsPanel problems={validation.problems} checkedAt={validation.checkedAt} />
        {paletteOpen ? (
          <Box sx={{ position: 'absolute', top: 12, left: 12, zIndex: 10 }}>
            <NodePalette definitions={definitions} flowType={flowType} />
          </Box>
        ) : null}
        <CanvasChatPanel flowId={flow?.id ?? null} />
      </Box>
      <RunnableNodesContext.Provider value={runnable}>
        <NodeEditDialog />
      </RunnableNodesContext.Provider>
      {settingsFlow && settingsTab ? (
        <FlowSettingsDialog
          flow={settingsFlow}
          initialTab={settingsTab}
          onClose={() => {
            setSettingsTab(null);
          }}
          onSaved={(saved) => {
            setSettingsFlow(saved);
            adoptVersion(saved.updatedDate);
          }}
        />
      ) : null}
      {settingsFlow && flowAction ? (
        <FlowActionDialogs
          action={flowAction}
          flow={settingsFlow}
          onClose={() => {
            setFlowAction(null);
          }}
          onSaved={(saved) => {
            setSettingsFlow(saved);
            adoptVersion(saved.updatedDate);
          }}
          onOpenSettings={setSettingsTab}
        />
      ) : null}
      {conflict ? (
        <ConflictDialog
          onCancel={dismissConflict}
          onReload={() => {
            dismissConflict();
            store.getState().markSaved();
            onReload();
          }}
          onOverwrite={() => void save(true)}
        />
      ) : null}
    </Box>
  );
}

/** The editor of one flow: its own store (spec §3 canvas state), header, canvas, palette and dialogs. */
export function FlowEditor(props: FlowEditorProps) {
  const [store] = useState(() =>
    createFlowEditorStore({
      nodes: props.graph.nodes,
      edges: props.graph.edges,
      name: props.flow?.name ?? 'Untitled',
    }),
  );
  return (
    <FlowEditorContext.Provider value={store}>
      <ReactFlowProvider>
        <FlowEditorFrame {...props} />
      </ReactFlowProvider>
    </FlowEditorContext.Provider>
  );
}
