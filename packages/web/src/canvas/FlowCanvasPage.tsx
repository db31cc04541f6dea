import { errorMessage, parseFlowData } from '@loomflow/core';
import type { ChatflowType } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { chatflowsApi } from '../api/chatflows.api.ts';
import { nodesApi } from '../api/nodes.api.ts';
import { PATHS } from '../constants/paths.ts';
import { PageLoader } from '../ui/PageLoader.tsx';
import { toEditorGraph } from './flow-conversion.ts';
import { FlowEditor } from './FlowEditor.tsx';

const EMPTY = { nodes: [], edges: [] };

function FlowCanvasPage({ flowType }: { readonly flowType: ChatflowType }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const listPath = flowType === 'AGENTFLOW' || flowType === 'MULTIAGENT' ? PATHS.agentflows : PATHS.chatflows;
  const flow = useQuery({
    queryKey: ['chatflow', id],
    queryFn: () => chatflowsApi.get(id ?? ''),
    enabled: id !== undefined,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const definitions = useQuery({ queryKey: ['nodes'], queryFn: nodesApi.list, staleTime: Infinity });
  const parsed = useMemo(
    () => (flow.data ? parseFlowData(flow.data.flowData) : { ok: true as const, flowData: EMPTY }),
    [flow.data],
  );

  const problem = flow.error ?? definitions.error;
  if (problem || !parsed.ok) {
    const message = problem
      ? errorMessage(problem)
      : parsed.ok
        ? ''
        : (parsed.issues[0]?.message ?? 'Unreadable flow');
    return (
      <Stack sx={{ p: 4 }} spacing={2}>
        <Alert severity="error">Could not open the flow: {message}</Alert>
        <Button sx={{ alignSelf: 'flex-start' }} onClick={() => void navigate(listPath)}>
          Back
        </Button>
      </Stack>
    );
  }
  if ((id !== undefined && !flow.data) || !definitions.data) return <PageLoader label="Loading the flow" />;
  return (
    <FlowEditor
      key={`${id ?? 'new'}-${flow.dataUpdatedAt}`}
      flow={flow.data ?? null}
      flowType={flow.data?.type ?? flowType}
      graph={toEditorGraph(parsed.flowData)}
      definitions={definitions.data}
      listPath={listPath}
      onReload={() => void flow.refetch()}
    />
  );
}

/** `/canvas[/{id}]`: a chatflow. */
export function ChatflowCanvasPage() {
  return <FlowCanvasPage flowType="CHATFLOW" />;
}

/** `/agentcanvas[/{id}]`: an agentflow v1 (sequential and multi agents). */
export function AgentflowCanvasPage() {
  return <FlowCanvasPage flowType="MULTIAGENT" />;
}

/** `/v2/agentcanvas[/{id}]`: an agentflow v2. */
export function AgentflowV2CanvasPage() {
  return <FlowCanvasPage flowType="AGENTFLOW" />;
}
