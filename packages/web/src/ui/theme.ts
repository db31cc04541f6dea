import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { BORDER_RADIUS, FONT_FAMILY } from './ui.constants.ts';

export type ColorMode = 'light' | 'dark';

export interface ThemeShape {
  readonly fontFamily: string;
  readonly borderRadius: number;
}

/** The app theme: spec §9 font family and border radius (by default), light or dark palette. */
export function createAppTheme(
  mode: ColorMode,
  shape: ThemeShape = { fontFamily: FONT_FAMILY, borderRadius: BORDER_RADIUS },
): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: dark ? '#8b83f0' : '#5b4fe0' },
      secondary: { main: dark ? '#3cc7c1' : '#0f9f9a' },
      background: dark ? { default: '#111318', paper: '#1a1d24' } : { default: '#f6f7fb', paper: '#ffffff' },
    },
    typography: {
      fontFamily: shape.fontFamily,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: shape.borderRadius },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'sm' } },
    },
  });
}
