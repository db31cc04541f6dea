import { toolInputSchemaSchema } from '@loomflow/core';
import type { MarketplaceTemplate, ToolProperty } from '@loomflow/core';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Suspense, lazy } from 'react';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { TemplateBadges, TemplateUsecaseChips } from './TemplateChips.tsx';
import { templateToolOf } from './template-model.ts';
import { UseTemplateButton } from './UseTemplateButton.tsx';

const ToolCodeEditor = lazy(() =>
  import('../tools/ToolCodeEditor.tsx').then((module) => ({ default: module.ToolCodeEditor })),
);

function propertiesOf(schema: string | undefined): ToolProperty[] {
  const parsed = toolInputSchemaSchema.safeParse(schema ?? '[]');
  return parsed.success ? parsed.data : [];
}

function SchemaRows({ properties }: { readonly properties: readonly ToolProperty[] }) {
  if (properties.length === 0)
    return <Typography color="text.secondary">The tool takes no input.</Typography>;
  return (
    <Table size="small" aria-label="Input schema">
      <TableHead>
        <TableRow>
          <TableCell>Property</TableCell>
          <TableCell>Type</TableCell>
          <TableCell>Description</TableCell>
          <TableCell>Required</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {properties.map((property) => (
          <TableRow key={property.property}>
            <TableCell>{property.property}</TableCell>
            <TableCell>{property.type}</TableCell>
            <TableCell>{property.description}</TableCell>
            <TableCell>{property.required ? 'Yes' : 'No'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A tool template, read-only: description, input schema and code, with "Use Template". */
export function ToolTemplateDialog({
  template,
  onClose,
}: {
  readonly template: MarketplaceTemplate;
  readonly onClose: () => void;
}) {
  const tool = templateToolOf(template);
  return (
    <Dialog open fullWidth maxWidth="md" onClose={onClose} aria-labelledby="tool-template-title">
      <DialogTitle id="tool-template-title">{template.templateName}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TemplateBadges template={template} />
          <Typography>{template.description}</Typography>
          <TemplateUsecaseChips usecases={template.usecases} />
          {tool ? (
            <>
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                Tool name: {tool.name}
              </Typography>
              {tool.description !== template.description ? (
                <Typography variant="body2" color="text.secondary">
                  {tool.description}
                </Typography>
              ) : null}
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                Input Schema
              </Typography>
              <SchemaRows properties={propertiesOf(tool.schema)} />
              <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                JavaScript Function
              </Typography>
              <Suspense fallback={<PageLoader label="Loading the code" />}>
                <ToolCodeEditor value={tool.func ?? ''} onChange={() => undefined} readOnly />
              </Suspense>
            </>
          ) : (
            <Alert severity="error">This template does not hold a readable tool, so it cannot be used.</Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {tool ? <UseTemplateButton template={template} /> : null}
      </DialogActions>
    </Dialog>
  );
}
