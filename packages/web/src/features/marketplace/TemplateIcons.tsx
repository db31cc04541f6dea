import type { MarketplaceTemplate } from '@loomflow/core';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import Avatar from '@mui/material/Avatar';
import { FlowNodeIcons } from '../flows/FlowNodeIcons.tsx';
import { templateToolOf } from './template-model.ts';

/** A flow template's node icons, or a tool template's own icon. */
export function TemplateIcons({ template }: { readonly template: MarketplaceTemplate }) {
  if (template.type !== 'Tool') return <FlowNodeIcons flowData={template.flowData} />;
  const tool = templateToolOf(template);
  const iconSrc = tool?.iconSrc ?? undefined;
  return (
    <Avatar
      variant="rounded"
      alt={tool?.name ?? template.templateName}
      src={iconSrc}
      sx={{
        width: 28,
        height: 28,
        bgcolor: 'primary.main',
        // The tool's colour is often a CSS gradient, which only `background` takes.
        ...(tool?.color ? { background: tool.color } : {}),
      }}
    >
      <BuildOutlinedIcon fontSize="small" />
    </Avatar>
  );
}
