import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useUiStore } from '../stores/ui.store.ts';
import { createAppTheme } from './theme.ts';

/** Applies the light or dark theme chosen in the top bar. */
export function ThemeRoot({ children }: { readonly children: ReactNode }) {
  const isDarkMode = useUiStore((state) => state.isDarkMode);
  const fontFamily = useUiStore((state) => state.fontFamily);
  const borderRadius = useUiStore((state) => state.borderRadius);
  const theme = useMemo(
    () => createAppTheme(isDarkMode ? 'dark' : 'light', { fontFamily, borderRadius }),
    [isDarkMode, fontFamily, borderRadius],
  );
  return (
    <ThemeProvider theme={theme}>
      {/* `color-scheme` on the page: scrollbars (dialogs, lists) and native controls follow the theme. */}
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}
