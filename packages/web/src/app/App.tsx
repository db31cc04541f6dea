import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { Suspense, lazy } from 'react';
import { useAuthStore } from '../stores/auth.store.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { ThemeRoot } from '../ui/ThemeRoot.tsx';
import { ToastProvider } from '../ui/ToastProvider.tsx';

const WorkspaceShell = lazy(async () => ({
  default: (await import('../features/workspace/WorkspaceShell.tsx')).WorkspaceShell,
}));

/** The workspace overlay and dialogs concern signed-in users only: loaded once someone is signed in. */
function SignedInOverlays() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (!isAuthenticated) return null;
  return (
    <Suspense fallback={null}>
      <WorkspaceShell />
    </Suspense>
  );
}

export interface AppProps {
  readonly router: DataRouter;
  readonly queryClient: QueryClient;
}

/**
 * Providers around the router: server-state cache, theme, toasts, the shared confirm dialog, and the workspace
 * switch overlay with its blocking dialogs.
 */
export function App({ router, queryClient }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeRoot>
        <ToastProvider>
          <RouterProvider router={router} />
          <ConfirmDialog />
          <SignedInOverlays />
        </ToastProvider>
      </ThemeRoot>
    </QueryClientProvider>
  );
}
