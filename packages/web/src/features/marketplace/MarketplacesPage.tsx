import type { MarketplaceTemplate } from '@loomflow/core';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAccess } from '../auth/useAccess.ts';
import { useViewMode } from '../flows/useViewMode.ts';
import { previewPathOf } from './template-model.ts';
import type { TemplateSource } from './template-model.ts';
import { TemplateList } from './TemplateList.tsx';
import { ToolTemplateDialog } from './ToolTemplateDialog.tsx';
import { useBuiltinTemplates, useCustomTemplates } from './useMarketplace.ts';

const TAB_LABELS: Readonly<Record<TemplateSource, string>> = {
  builtin: 'Templates',
  custom: 'My Templates',
};

/** `/marketplaces`: Loomflow's templates and the workspace's own (each tab needs its permission). */
export function MarketplacesPage() {
  const { can } = useAccess();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [view, setView] = useViewMode('marketplaceDisplayStyle');
  const [tool, setTool] = useState<MarketplaceTemplate | null>(null);
  const tabs: TemplateSource[] = [];
  if (can('templates:marketplace')) tabs.push('builtin');
  if (can('templates:custom')) tabs.push('custom');
  const asked = params.get('tab') === 'custom' ? 'custom' : 'builtin';
  const tab = tabs.includes(asked) ? asked : tabs[0];
  const builtin = useBuiltinTemplates(tab === 'builtin');
  const custom = useCustomTemplates(tab === 'custom');

  const onOpen = (template: MarketplaceTemplate) => {
    const path = previewPathOf(template);
    if (path === null) setTool(template);
    else void navigate(path, { state: { template } });
  };

  return (
    <Stack spacing={3}>
      <Stack>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Marketplaces
        </Typography>
        <Typography color="text.secondary">
          Start from a ready-made chatflow, agentflow or tool, or from a template your workspace saved.
        </Typography>
      </Stack>
      {tab === undefined ? null : (
        <>
          <Tabs
            value={tab}
            onChange={(_event, value: unknown) => {
              setParams(value === 'custom' ? { tab: 'custom' } : {}, { replace: true });
            }}
            aria-label="Template sources"
          >
            {tabs.map((source) => (
              <Tab key={source} value={source} label={TAB_LABELS[source]} />
            ))}
          </Tabs>
          <TemplateList
            key={tab}
            source={tab}
            query={tab === 'builtin' ? builtin : custom}
            view={view}
            onView={setView}
            onOpen={onOpen}
            canDelete={tab === 'custom' && can('templates:custom-delete')}
          />
        </>
      )}
      {tool ? (
        <ToolTemplateDialog
          template={tool}
          onClose={() => {
            setTool(null);
          }}
        />
      ) : null}
    </Stack>
  );
}
