import { errorMessage } from '@loomflow/core';
import type { MarketplaceTemplate } from '@loomflow/core';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { notify } from '../../ui/notify.ts';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { useConfirm } from '../../ui/useConfirm.ts';
import type { ViewMode } from '../flows/useViewMode.ts';
import { filterTemplates, NO_FILTER, usecasesOf } from './template-model.ts';
import type { TemplateFilter, TemplateSource } from './template-model.ts';
import { TemplateCardGrid } from './TemplateCardGrid.tsx';
import { TemplateFilters } from './TemplateFilters.tsx';
import { TemplateTable } from './TemplateTable.tsx';
import { useDeleteCustomTemplate } from './useMarketplace.ts';

export interface TemplateListProps {
  readonly source: TemplateSource;
  readonly query: UseQueryResult<MarketplaceTemplate[]>;
  readonly view: ViewMode;
  readonly onView: (view: ViewMode) => void;
  readonly onOpen: (template: MarketplaceTemplate) => void;
  readonly canDelete: boolean;
}

const EMPTY_TEXT: Readonly<Record<TemplateSource, { title: string; text: string }>> = {
  builtin: {
    title: 'No templates available',
    text: 'This server offers no built-in templates. Your own templates are under My Templates.',
  },
  custom: {
    title: 'No templates saved yet',
    text: 'Save a flow as a template from its ⋮ menu in the flow list or from the canvas settings menu, or a tool from its dialog; it then appears here for everyone in this workspace.',
  },
};

/** One tab of the marketplace: filters, then the templates as cards or rows, with loading, error and empty states. */
export function TemplateList({ source, query, view, onView, onOpen, canDelete }: TemplateListProps) {
  const [filter, setFilter] = useState<TemplateFilter>(NO_FILTER);
  const remove = useDeleteCustomTemplate();
  const confirm = useConfirm();
  const all = useMemo(() => query.data ?? [], [query.data]);
  // The chips of the templates the other filters leave, plus those chosen (a chosen chip never vanishes).
  const usecases = useMemo(() => {
    const offered = usecasesOf(filterTemplates(all, { ...filter, usecases: [] }));
    const chosenElsewhere = filter.usecases.filter((usecase) => !offered.includes(usecase));
    return [...offered, ...chosenElsewhere];
  }, [all, filter]);
  const visible = useMemo(() => filterTemplates(all, filter), [all, filter]);

  const onDelete = async (template: MarketplaceTemplate) => {
    const confirmed = await confirm({
      title: 'Delete Template',
      description: `Delete the template "${template.templateName}"? Flows and tools made from it stay as they are.`,
      confirmButtonName: 'Delete',
      customBtnId: 'confirm-delete-template',
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(template.id);
      notify.success(`Deleted the template "${template.templateName}"`);
    } catch (error: unknown) {
      notify.error(`Failed to delete the template: ${errorMessage(error)}`);
    }
  };

  if (query.isPending) return <PageLoader label="Loading templates" />;
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        Could not load templates: {errorMessage(query.error)}
      </Alert>
    );
  if (all.length === 0) return <EmptyState icon={StorefrontOutlinedIcon} {...EMPTY_TEXT[source]} />;
  const viewProps = {
    templates: visible,
    onOpen,
    onDelete: canDelete ? (template: MarketplaceTemplate) => void onDelete(template) : null,
  };
  return (
    <Stack spacing={2}>
      <TemplateFilters filter={filter} onFilter={setFilter} usecases={usecases} view={view} onView={onView} />
      {visible.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="templates-no-match">
          <Typography color="text.secondary">No templates match these filters.</Typography>
          <Button
            size="small"
            onClick={() => {
              setFilter(NO_FILTER);
            }}
          >
            Show all templates
          </Button>
        </Stack>
      ) : view === 'card' ? (
        <TemplateCardGrid {...viewProps} />
      ) : (
        <TemplateTable {...viewProps} />
      )}
    </Stack>
  );
}
