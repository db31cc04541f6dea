import type { ChatflowType } from '@loomflow/core';
import AddIcon from '@mui/icons-material/Add';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { templatesFor } from './templates/flow-templates.ts';
import type { FlowTemplate } from './templates/flow-templates.ts';

export interface TemplateChooserProps {
  readonly title: string;
  readonly type: ChatflowType;
  /** Absent when the user may not create flows. */
  readonly onBlank: (() => void) | null;
  readonly onTemplate: (template: FlowTemplate) => void;
  readonly busy: boolean;
}

/** The empty state of a flow list: start from a blank canvas or from one of our starter templates. */
export function TemplateChooser({ title, type, onBlank, onTemplate, busy }: TemplateChooserProps) {
  const templates = onBlank ? templatesFor(type) : [];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 5, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}
    >
      <HubOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2">
        No {title} Yet
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520, textAlign: 'center' }}>
        Start from a blank canvas, or from a small template you can change.
      </Typography>
      {onBlank ? (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onBlank} disabled={busy}>
          Create a blank flow
        </Button>
      ) : null}
      {templates.length > 0 ? (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ width: '100%', justifyContent: 'center' }}
        >
          {templates.map((template) => (
            <Card key={template.id} variant="outlined" sx={{ width: { md: 240 } }}>
              <CardActionArea
                disabled={busy}
                onClick={() => {
                  onTemplate(template);
                }}
                data-testid={`template-${template.id}`}
              >
                <CardContent>
                  <Typography variant="subtitle1" component="h3">
                    {template.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {template.description}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Paper>
  );
}
