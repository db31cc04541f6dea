import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DeleteTemplateButton } from './TemplateCardGrid.tsx';
import type { TemplateViewProps } from './TemplateCardGrid.tsx';
import { TemplateBadges, TemplateCategories, TemplateUsecaseChips } from './TemplateChips.tsx';
import { TemplateIcons } from './TemplateIcons.tsx';

/** The list view: one row per template; a click on the row opens it. */
export function TemplateTable({ templates, onOpen, onDelete }: TemplateViewProps) {
  return (
    <TableContainer component={Paper} variant="outlined" data-testid="template-table">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Use cases</TableCell>
            <TableCell>Nodes</TableCell>
            {onDelete ? <TableCell align="right">Actions</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {templates.map((template) => (
            <TableRow
              key={template.id}
              hover
              data-testid="template-row"
              onClick={() => {
                onOpen(template);
              }}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ maxWidth: 420 }}>
                <Typography sx={{ fontWeight: 600 }}>{template.templateName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {template.description}
                </Typography>
              </TableCell>
              <TableCell>
                <TemplateBadges template={template} />
              </TableCell>
              <TableCell>
                <TemplateUsecaseChips usecases={template.usecases} />
              </TableCell>
              <TableCell>
                <TemplateIcons template={template} />
                <TemplateCategories categories={template.categories} />
              </TableCell>
              {onDelete ? (
                <TableCell align="right">
                  <DeleteTemplateButton template={template} onDelete={onDelete} />
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
