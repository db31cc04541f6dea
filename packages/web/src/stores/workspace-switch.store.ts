import { create } from 'zustand';

/** Spec §4 workspace switch: the loading overlay while it runs, the blocking error dialog when it fails. */
export type WorkspaceSwitchStatus = 'idle' | 'switching' | 'failed';

export interface WorkspaceSwitchState {
  readonly status: WorkspaceSwitchStatus;
  readonly begin: () => void;
  readonly fail: () => void;
  readonly reset: () => void;
}

export const useWorkspaceSwitchStore = create<WorkspaceSwitchState>()((set) => ({
  status: 'idle',
  begin: () => {
    set({ status: 'switching' });
  },
  fail: () => {
    set({ status: 'failed' });
  },
  reset: () => {
    set({ status: 'idle' });
  },
}));
