import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const RUNTIME_MODULES =
  /node_modules[\\/](@mui[\\/](system|utils|styled-engine|private-theming)|@mui[\\/]material[\\/](styles|utils|CssBaseline|Box|Typography|ButtonBase|Button|IconButton|SvgIcon|CircularProgress|Paper|Stack)|@emotion|@tanstack|zustand|zod|notistack|react-transition-group|clsx|stylis|@babel[\\/]runtime|react-is)[\\/]/;

/** The server that answers `/api` during development (`npm run dev -w @loomflow/server`). */
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // One long-lived chunk for React and the router, which every page needs. Everything else (MUI
        // components, later the canvas and code-editor libraries) is split along the lazily loaded screens, so
        // a library only one screen uses never weighs on the first page load (budget: 350 KB gzip initial JS).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ },
            // What every page runs (styling engine, theme, query cache, stores, toasts, schema library) in one
            // request instead of a dozen small ones; screen-specific components stay with their screens.
            { name: 'runtime', test: RUNTIME_MODULES },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
    },
  },
});
