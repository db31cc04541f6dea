import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import { nodeIconUrl } from '../../api/nodes.api.ts';
import { flowNodeNames } from './flow-list.ts';

/** The thumbnail of a flow: the icons of its node types. */
export function FlowNodeIcons({ flowData }: { readonly flowData: string }) {
  const names = flowNodeNames(flowData);
  return (
    <Stack direction="row" spacing={0.5} data-testid="flow-node-icons" sx={{ minHeight: 28 }}>
      {names.map((name) => (
        <Avatar
          key={name}
          alt={name}
          src={nodeIconUrl(name)}
          variant="rounded"
          sx={{
            width: 28,
            height: 28,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            p: 0.25,
          }}
        />
      ))}
    </Stack>
  );
}
