import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { BORDER_RADIUS, FONT_FAMILY } from './ui.constants.ts';

export type ColorMode = 'light' | 'dark';

/** The app theme: spec §9 font family and border radius, light or dark palette. */
export function createAppTheme(mode: ColorMode): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: dark ? '#8b83f0' : '#5b4fe0' },
      secondary: { main: dark ? '#3cc7c1' : '#0f9f9a' },
      background: dark ? { default: '#111318', paper: '#1a1d24' } : { default: '#f6f7fb', paper: '#ffffff' },
    },
    typography: {
      fontFamily: FONT_FAMILY,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: BORDER_RADIUS },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'sm' } },
    },
  });
}
