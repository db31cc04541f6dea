import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { WorkspaceShell } from '../features/workspace/WorkspaceShell.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { ThemeRoot } from '../ui/ThemeRoot.tsx';
import { ToastProvider } from '../ui/ToastProvider.tsx';

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
          <WorkspaceShell />
        </ToastProvider>
      </ThemeRoot>
    </QueryClientProvider>
  );
}
