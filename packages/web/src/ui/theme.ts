import { createTheme } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import { BORDER_RADIUS, FONT_FAMILY } from '../constants/ui.constants.ts';

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
      // A button's label stays on one line ("Add New" never breaks in two in a crowded header).
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { whiteSpace: 'nowrap' } },
      },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiDialog: {
        defaultProps: { fullWidth: true, maxWidth: 'sm' },
        // A dialog whose content and actions sit in a <form>: the form is the paper's flex column, so the content
        // scrolls and the actions stay in view however long the content is (e.g. an API key's permissions).
        styleOverrides: {
          paper: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0, flex: '1 1 auto' } },
        },
      },
    },
  });
}
