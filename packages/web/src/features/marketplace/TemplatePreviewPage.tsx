import { errorMessage, marketplaceTemplateSchema, parseFlowData } from '@loomflow/core';
import type { MarketplaceTemplate } from '@loomflow/core';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PATHS } from '../../constants/paths.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useAccess } from '../auth/useAccess.ts';
import { TemplateBadges, TemplateUsecaseChips } from './TemplateChips.tsx';
import { findTemplate } from './template-model.ts';
import { TemplateCanvas } from './TemplateCanvas.tsx';
import { useBuiltinTemplates, useCustomTemplates } from './useMarketplace.ts';
import { UseTemplateButton } from './UseTemplateButton.tsx';

/** The template the list passed in the router state, if it is one. */
function stateTemplate(state: unknown, id: string | undefined): MarketplaceTemplate | undefined {
  if (typeof state !== 'object' || state === null || !('template' in state)) return undefined;
  const parsed = marketplaceTemplateSchema.safeParse(state.template);
  return parsed.success && parsed.data.id === id ? parsed.data : undefined;
}

/** The template of the URL: from the list's navigation, else (a reload, a shared link) read from the server. */
function usePreviewedTemplate(id: string | undefined) {
  const location = useLocation();
  const { can } = useAccess();
  const passed = stateTemplate(location.state, id);
  const builtin = useBuiltinTemplates(passed === undefined && can('templates:marketplace'));
  const custom = useCustomTemplates(passed === undefined && can('templates:custom'));
  if (passed) return { template: passed, pending: false, error: null };
  const template = id === undefined ? undefined : findTemplate([builtin.data, custom.data], id);
  return {
    template,
    pending: template === undefined && (builtin.isLoading || custom.isLoading),
    error: template === undefined ? (builtin.error ?? custom.error) : null,
  };
}

function Problem({ message }: { readonly message: string }) {
  const navigate = useNavigate();
  return (
    <Stack sx={{ p: 4 }} spacing={2}>
      <Alert severity="error">{message}</Alert>
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => void navigate(PATHS.marketplaces)}>
        Back to Marketplaces
      </Button>
    </Stack>
  );
}

/** `/marketplace/{id}` and `/v2/marketplace/{id}`: a flow template on a read-only canvas, with "Use Template". */
export function TemplatePreviewPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const { template, pending, error } = usePreviewedTemplate(id);
  const parsed = useMemo(() => (template ? parseFlowData(template.flowData) : null), [template]);

  if (pending) return <PageLoader label="Loading the template" />;
  if (error) return <Problem message={`Could not load the template: ${errorMessage(error)}`} />;
  if (!template || !parsed)
    return <Problem message="This template does not exist (any more): it may have been deleted." />;
  if (!parsed.ok)
    return (
      <Problem
        message={`This template cannot be shown: ${parsed.issues[0]?.message ?? 'its flow is unreadable'}`}
      />
    );
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tooltip title="Back to Marketplaces">
          <IconButton aria-label="Back" onClick={() => void navigate(PATHS.marketplaces)}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h1" data-testid="template-name" sx={{ fontSize: 18 }}>
              {template.templateName}
            </Typography>
            <TemplateBadges template={template} />
          </Stack>
          <Typography variant="body2" color="text.secondary" data-testid="template-description">
            {template.description}
          </Typography>
          <TemplateUsecaseChips usecases={template.usecases} />
        </Stack>
        <UseTemplateButton template={template} />
      </Stack>
      <Box sx={{ flexGrow: 1, position: 'relative' }} data-testid="template-canvas">
        <TemplateCanvas flowData={parsed.flowData} />
      </Box>
    </Box>
  );
}
