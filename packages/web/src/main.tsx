import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setSessionNavigator } from './api/session-navigator.ts';
import { App } from './app/App.tsx';
import { createQueryClient } from './app/query-client.ts';
import { preloadCurrentRoute } from './app/preload-route.ts';
import { createAppRouter, routerNavigator } from './app/router.ts';
import { prefetchSettings } from './features/settings/useSettings.ts';
import { useAuthStore } from './stores/auth.store.ts';

const container = document.getElementById('root');
if (!container) throw new Error('Loomflow: the page has no #root element');

const router = createAppRouter();
setSessionNavigator(routerNavigator(router));

const queryClient = createQueryClient();
prefetchSettings(queryClient);
preloadCurrentRoute(window.location.pathname, useAuthStore.getState().isAuthenticated);

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
