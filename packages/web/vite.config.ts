import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
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
