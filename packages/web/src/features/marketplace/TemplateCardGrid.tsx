import type { MarketplaceTemplate } from '@loomflow/core';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { TemplateBadges, TemplateCategories, TemplateUsecaseChips } from './TemplateChips.tsx';
import { TemplateIcons } from './TemplateIcons.tsx';

export interface TemplateViewProps {
  readonly templates: readonly MarketplaceTemplate[];
  /** Opens the preview (flows) or the tool dialog (tools). */
  readonly onOpen: (template: MarketplaceTemplate) => void;
  /** Deletes a custom template; null when not offered (built-ins, or no permission). */
  readonly onDelete: ((template: MarketplaceTemplate) => void) | null;
}

/** Delete button of a custom template. */
export function DeleteTemplateButton({
  template,
  onDelete,
}: {
  readonly template: MarketplaceTemplate;
  readonly onDelete: (template: MarketplaceTemplate) => void;
}) {
  return (
    <Tooltip title="Delete template">
      <IconButton
        size="small"
        aria-label={`Delete template ${template.templateName}`}
        onClick={(event) => {
          event.stopPropagation();
          onDelete(template);
        }}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The card view: name, badges, description, node icons, use cases and node categories. */
export function TemplateCardGrid({ templates, onOpen, onDelete }: TemplateViewProps) {
  return (
    <Stack
      data-testid="template-grid"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))' }}
    >
      {templates.map((template) => (
        <Card
          key={template.id}
          variant="outlined"
          data-testid="template-card"
          data-template-id={template.id}
          sx={{ display: 'flex' }}
        >
          <CardActionArea
            component="div"
            aria-label={`Open template ${template.templateName}`}
            onClick={() => {
              onOpen(template);
            }}
            sx={{ display: 'flex', alignItems: 'stretch' }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Stack spacing={1.25} sx={{ height: '100%' }}>
                <Stack direction="row" sx={{ alignItems: 'center' }}>
                  <Typography variant="h6" component="h2" sx={{ flexGrow: 1, fontSize: 17 }}>
                    {template.templateName}
                  </Typography>
                  {onDelete ? <DeleteTemplateButton template={template} onDelete={onDelete} /> : null}
                </Stack>
                <TemplateBadges template={template} />
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{
                    display: '-webkit-box',
                    WebkitLineClamp: 3,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }}
                >
                  {template.description}
                </Typography>
                <TemplateIcons template={template} />
                <TemplateUsecaseChips usecases={template.usecases} />
                <TemplateCategories categories={template.categories} />
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
