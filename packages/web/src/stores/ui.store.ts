import { create } from 'zustand';
import { readStored, writeStored } from './browser-storage.ts';

/** Stored locally (spec §3: the dark-mode flag survives reloads). */
export const DARK_MODE_STORAGE_KEY = 'isDarkMode';

function initialDarkMode(): boolean {
  const stored = readStored(DARK_MODE_STORAGE_KEY);
  if (stored !== null) return stored === 'true';
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** MUI's lg breakpoint: the side menu starts open at this width and up (spec §2). */
const LARGE_SCREEN_QUERY = '(min-width: 1200px)';

function initialMenuOpen(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(LARGE_SCREEN_QUERY).matches;
}

export interface UiState {
  /** Whether the side menu is open (spec §3 "opened"). */
  readonly isMenuOpen: boolean;
  readonly isDarkMode: boolean;
  readonly setMenuOpen: (open: boolean) => void;
  readonly toggleMenu: () => void;
  readonly setDarkMode: (dark: boolean) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  isMenuOpen: initialMenuOpen(),
  isDarkMode: initialDarkMode(),
  setMenuOpen: (open) => {
    set({ isMenuOpen: open });
  },
  toggleMenu: () => {
    set((state) => ({ isMenuOpen: !state.isMenuOpen }));
  },
  setDarkMode: (dark) => {
    writeStored(DARK_MODE_STORAGE_KEY, String(dark));
    set({ isDarkMode: dark });
  },
}));
