import type { Theme } from '@mui/material/styles';

/** The theme's colours as the custom properties canvas-nodes.css reads (set once on the canvas). */
export function canvasThemeVars(theme: Theme): Record<string, string> {
  return {
    '--lf-paper': theme.palette.background.paper,
    '--lf-text': theme.palette.text.primary,
    '--lf-divider': theme.palette.divider,
    '--lf-hover': theme.palette.action.hover,
    '--lf-primary': theme.palette.primary.main,
    '--lf-success': theme.palette.success.main,
    '--lf-error': theme.palette.error.main,
    '--lf-info': theme.palette.info.main,
    '--lf-font': theme.typography.fontFamily ?? 'inherit',
  };
}
