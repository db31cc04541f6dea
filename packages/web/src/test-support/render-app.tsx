import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import type { DataRouter, RouteObject } from 'react-router';
import { setSessionNavigator } from '../api/session-navigator.ts';
import { App } from '../app/App.tsx';
import { routerNavigator } from '../app/router.ts';

export interface RenderedApp extends RenderResult {
  readonly router: DataRouter;
  readonly queryClient: QueryClient;
}

/** Renders routes inside the real App providers (theme, toasts, confirm dialog) on an in-memory router. */
export function renderRoutes(routes: RouteObject[], initialPath: string): RenderedApp {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  setSessionNavigator(routerNavigator(router));
  const result = render(<App router={router} queryClient={queryClient} />);
  return { ...result, router, queryClient };
}
