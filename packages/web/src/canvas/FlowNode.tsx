import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { nodeIconUrl } from '../api/nodes.api.ts';
import type { EditorNode } from './flow-conversion.ts';
import { OutputHandles, TargetHandle } from './NodeHandles.tsx';
import { NodeToolbarButtons } from './NodeToolbarButtons.tsx';
import { ParamList } from './params/ParamList.tsx';
import { useFlowEditor } from './useFlowEditor.ts';

const STATUS_COLORS = { FINISHED: 'success', ERROR: 'error', INPROGRESS: 'info' } as const;

/** A node of an agentflow (compact, one input handle) or of a chatflow (anchors and basic parameters inline). */
function FlowNodeView({ id, data, selected, type }: NodeProps<EditorNode>) {
  const edit = useFlowEditor((state) => state.setEditingNodeId);
  const isAgentflow = type === 'agentFlow' || type === 'iteration';
  const label = data.label ?? data.name;
  const status =
    data.status === 'FINISHED' || data.status === 'ERROR' || data.status === 'INPROGRESS'
      ? data.status
      : undefined;
  return (
    <Box
      data-testid={`node-${id}`}
      onDoubleClick={() => {
        edit(id);
      }}
      sx={{
        bgcolor: 'background.paper',
        border: 2,
        borderColor: selected ? 'primary.main' : (data.color ?? 'divider'),
        borderRadius: 2,
        minWidth: isAgentflow ? 160 : 300,
        maxWidth: isAgentflow ? 260 : 340,
        boxShadow: selected ? 4 : 1,
      }}
    >
      <NodeToolbarButtons nodeId={id} label={label} />
      {isAgentflow && !data.hideInput ? <TargetHandle id={id} /> : null}
      <Stack
        direction="row"
        spacing={1}
        sx={{ p: 1, alignItems: 'center', bgcolor: isAgentflow ? undefined : 'action.hover' }}
      >
        <Box
          component="img"
          src={nodeIconUrl(data.name)}
          alt=""
          sx={{ width: 24, height: 24, borderRadius: 1, bgcolor: data.color }}
        />
        <Typography variant="subtitle2" noWrap sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        {status ? <Chip size="small" color={STATUS_COLORS[status]} label={status} /> : null}
      </Stack>
      {data.error ? (
        <Typography variant="caption" color="error" sx={{ px: 1 }}>
          {data.error}
        </Typography>
      ) : null}
      {isAgentflow ? null : (
        <Stack spacing={1} sx={{ p: 1 }}>
          {(data.inputAnchors ?? []).map((anchor) => (
            <Box key={anchor.id ?? anchor.name} sx={{ position: 'relative', pl: 1 }}>
              {anchor.id ? <TargetHandle id={anchor.id} top="50%" /> : null}
              <Typography variant="body2">
                {anchor.label ?? anchor.name}
                {anchor.optional === true ? '' : ' *'}
              </Typography>
            </Box>
          ))}
          <ParamList nodeId={id} data={data} which="basic" />
        </Stack>
      )}
      <OutputHandles data={data} showLabels={isAgentflow} />
    </Box>
  );
}

export const FlowNode = memo(FlowNodeView);
