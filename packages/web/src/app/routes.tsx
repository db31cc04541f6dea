import { Suspense, lazy } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageLoader } from '../ui/PageLoader.tsx';
import { RequireAccess } from './guards/RequireAccess.tsx';
import { AuthLayout } from './layouts/AuthLayout.tsx';
import { PATHS } from '../constants/paths.ts';
import { APP_ROUTES } from './route-table.ts';
import type { AppRoute, RouteLayout } from './route-table.ts';
import { RouteErrorPage } from './RouteErrorPage.tsx';

// The signed-in frames load on demand: the sign-in pages never download the top bar, menu and workspace code.
const MainLayout = lazy(async () => ({ default: (await import('./layouts/MainLayout.tsx')).MainLayout }));
const CanvasLayout = lazy(async () => ({
  default: (await import('./layouts/CanvasLayout.tsx')).CanvasLayout,
}));
const LandingRedirect = lazy(async () => ({
  default: (await import('./layouts/LandingRedirect.tsx')).LandingRedirect,
}));

function loading(element: ReactNode): ReactNode {
  return <Suspense fallback={<PageLoader />}>{element}</Suspense>;
}

function toLazy(route: AppRoute): LazyExoticComponent<ComponentType> | null {
  const load = route.screen;
  if (!load) return null;
  return lazy(async () => ({ default: await load() }));
}

/** The element of one route: its guard (signed-in layouts), then its screen loaded on demand. */
function routeObject(route: AppRoute): RouteObject {
  const Screen = toLazy(route);
  // A route whose screen is not built yet: the guard still applies, then the visit lands on `/`.
  const content = Screen ? loading(<Screen />) : <Navigate to={PATHS.root} replace />;
  const guarded = route.layout === 'main' || route.layout === 'canvas';
  return {
    path: route.path,
    element: guarded ? (
      <RequireAccess permission={route.guard.permission} feature={route.guard.feature}>
        {content}
      </RequireAccess>
    ) : (
      content
    ),
  };
}

function routesOf(layout: RouteLayout): RouteObject[] {
  return APP_ROUTES.filter((route) => route.layout === layout).map(routeObject);
}

/** The route table (spec §2), built from route-table.ts: one layout route per layout. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      { element: <AuthLayout />, children: routesOf('auth') },
      {
        element: loading(<MainLayout />),
        children: [{ path: PATHS.root, element: loading(<LandingRedirect />) }, ...routesOf('main')],
      },
      { element: loading(<CanvasLayout />), children: routesOf('canvas') },
      ...routesOf('public'),
      { path: '*', element: <Navigate to={PATHS.root} replace /> },
    ],
  },
];
