import type { Chatflow } from '@loomflow/core';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '../../ui/formatDate.ts';
import { FlowActionsMenu } from './FlowActionsMenu.tsx';
import type { FlowActions } from './FlowActionsMenu.tsx';
import { FlowCategoryChips } from './FlowCategoryChips.tsx';
import { FlowNodeIcons } from './FlowNodeIcons.tsx';

export interface FlowViewProps {
  readonly flows: readonly Chatflow[];
  readonly onOpen: (flow: Chatflow) => void;
  readonly actionsOf: (flow: Chatflow) => FlowActions;
}

/** The grid view: one card per flow with its node icons, tags and last change. */
export function FlowCardGrid({ flows, onOpen, actionsOf }: FlowViewProps) {
  return (
    <Stack
      data-testid="flow-grid"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' }}
    >
      {flows.map((flow) => (
        <Card key={flow.id} variant="outlined" data-testid="flow-card">
          <CardActionArea
            component="div"
            onClick={() => {
              onOpen(flow);
            }}
          >
            <CardContent>
              <Stack spacing={1.25}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Typography variant="h6" component="h2" noWrap sx={{ flexGrow: 1, fontSize: 17 }}>
                    {flow.name}
                  </Typography>
                  <FlowActionsMenu name={flow.name} actions={actionsOf(flow)} />
                </Stack>
                <FlowNodeIcons flowData={flow.flowData} />
                <FlowCategoryChips category={flow.category} />
                <Typography variant="caption" color="text.secondary">
                  Last modified {formatDateTime(flow.updatedDate)}
                </Typography>
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
