import type { MarketplaceTemplate } from '@loomflow/core';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TEMPLATE_TYPE_LABELS } from './template-model.ts';

const BADGE_COLORS: Readonly<Record<string, 'warning' | 'success'>> = { POPULAR: 'warning', NEW: 'success' };

/** Type, framework and badge (POPULAR / NEW) of a template. */
export function TemplateBadges({ template }: { readonly template: MarketplaceTemplate }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      <Chip size="small" label={TEMPLATE_TYPE_LABELS[template.type]} data-testid="template-type" />
      {template.framework.map((framework) => (
        <Chip key={framework} size="small" color="primary" variant="outlined" label={framework} />
      ))}
      {template.badge ? (
        <Chip
          size="small"
          color={BADGE_COLORS[template.badge] ?? 'default'}
          label={template.badge}
          data-testid="template-badge"
        />
      ) : null}
    </Stack>
  );
}

/** The template's use cases as chips. */
export function TemplateUsecaseChips({ usecases }: { readonly usecases: readonly string[] }) {
  if (usecases.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {usecases.map((usecase) => (
        <Chip key={usecase} size="small" variant="outlined" label={usecase} />
      ))}
    </Stack>
  );
}

/** The node categories a flow template uses, as one line. */
export function TemplateCategories({ categories }: { readonly categories: readonly string[] }) {
  if (categories.length === 0) return null;
  return (
    <Typography variant="caption" color="text.secondary" data-testid="template-categories">
      {categories.join(' · ')}
    </Typography>
  );
}
