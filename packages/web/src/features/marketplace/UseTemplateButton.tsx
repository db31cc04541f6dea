import type { MarketplaceTemplate } from '@loomflow/core';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { useUseTemplate } from './useUseTemplate.ts';

/** "Use Template": disabled, with the reason, when the user may not create what the template makes. */
export function UseTemplateButton({ template }: { readonly template: MarketplaceTemplate }) {
  const { canUse, use, busy } = useUseTemplate();
  const allowed = canUse(template);
  const what = template.type === 'Tool' ? 'tools' : template.type === 'Chatflow' ? 'chatflows' : 'agentflows';
  return (
    <Tooltip title={allowed ? '' : `Your role cannot create ${what} in this workspace`}>
      <span>
        <Button
          variant="contained"
          disabled={!allowed}
          loading={busy}
          onClick={() => void use(template)}
          data-testid="use-template"
        >
          Use Template
        </Button>
      </span>
    </Tooltip>
  );
}
