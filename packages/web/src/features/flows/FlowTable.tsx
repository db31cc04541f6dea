import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Paper from '@mui/material/Paper';
import { formatDateTime } from '../../ui/formatDate.ts';
import type { FlowViewProps } from './FlowCardGrid.tsx';
import { FlowActionsMenu } from './FlowActionsMenu.tsx';
import { FlowCategoryChips } from './FlowCategoryChips.tsx';
import { FlowNodeIcons } from './FlowNodeIcons.tsx';

/** The list view: name, node icons, category tags, last change and actions. */
export function FlowTable({ flows, onOpen, actionsOf }: FlowViewProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" data-testid="flow-table">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Nodes</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Last modified</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {flows.map((flow) => (
            <TableRow key={flow.id} hover>
              <TableCell>
                <Link
                  component="button"
                  onClick={() => {
                    onOpen(flow);
                  }}
                >
                  {flow.name}
                </Link>
              </TableCell>
              <TableCell>
                <FlowNodeIcons flowData={flow.flowData} />
              </TableCell>
              <TableCell>
                <FlowCategoryChips category={flow.category} />
              </TableCell>
              <TableCell>{formatDateTime(flow.updatedDate)}</TableCell>
              <TableCell align="right">
                <FlowActionsMenu name={flow.name} actions={actionsOf(flow)} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
