import { createBrowserRouter } from 'react-router';
import type { DataRouter } from 'react-router';
import type { SessionNavigator } from '../api/session-navigator.ts';
import { appRoutes } from './routes.tsx';

export function createAppRouter(): DataRouter {
  return createBrowserRouter(appRoutes);
}

/** Lets the API layer redirect through the router (no page reload) when a session ends or access is denied. */
export function routerNavigator(router: DataRouter): SessionNavigator {
  return {
    navigate: (path) => {
      void router.navigate(path, { replace: true });
    },
    currentPath: () => router.state.location.pathname,
  };
}
