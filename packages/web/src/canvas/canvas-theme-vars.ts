import type { Theme } from '@mui/material/styles';

/**
 * The theme's colours as the custom properties canvas-nodes.css reads (set once on the canvas), and as React Flow's
 * own (`--xy-*`): its controls, minimap, background and edge labels follow the light or dark theme.
 */
export function canvasThemeVars(theme: Theme): Record<string, string> {
  const { palette } = theme;
  const dark = palette.mode === 'dark';
  return {
    '--xy-background-color': palette.background.default,
    '--xy-controls-button-background-color': palette.background.paper,
    '--xy-controls-button-background-color-hover': dark ? palette.grey[800] : palette.grey[100],
    '--xy-controls-button-color': palette.text.primary,
    '--xy-controls-button-color-hover': palette.text.primary,
    '--xy-controls-button-border-color': palette.divider,
    '--xy-minimap-background-color': palette.background.paper,
    '--xy-edge-label-background-color': palette.background.paper,
    '--xy-edge-label-color': palette.text.primary,
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
