import { useAuthStore } from '../../stores/auth.store.ts';
import { useWorkspaceAvailability } from './useWorkspaceAvailability.ts';
import { WorkspaceSwitchErrorDialog } from './WorkspaceSwitchErrorDialog.tsx';
import { WorkspaceSwitchOverlay } from './WorkspaceSwitchOverlay.tsx';
import { WorkspaceUnavailableDialog } from './WorkspaceUnavailableDialog.tsx';

function SignedInWorkspaceShell() {
  const { unavailable } = useWorkspaceAvailability();
  return (
    <>
      <WorkspaceUnavailableDialog open={unavailable} />
      <WorkspaceSwitchErrorDialog />
      <WorkspaceSwitchOverlay />
    </>
  );
}

/**
 * The workspace overlay and blocking dialogs, mounted once beside the router so they also cover pages
 * outside the signed-in frame (a 403 from a removed workspace may already have led to /unauthorized).
 */
export function WorkspaceShell() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  return isAuthenticated ? <SignedInWorkspaceShell /> : null;
}
