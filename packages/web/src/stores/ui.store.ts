import { create } from 'zustand';
import { BORDER_RADIUS, FONT_FAMILY } from '../constants/ui.constants.ts';
import { readStored, writeStored } from './browser-storage.ts';

/** Stored locally (spec §3: the dark-mode and horizontal-layout flags survive reloads). */
export const DARK_MODE_STORAGE_KEY = 'isDarkMode';
export const HORIZONTAL_LAYOUT_STORAGE_KEY = 'isHorizontal';

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

function initialHorizontalLayout(): boolean {
  return readStored(HORIZONTAL_LAYOUT_STORAGE_KEY) === 'true';
}

export interface UiState {
  /** Whether the side menu is open (spec §3 "opened"). */
  readonly isMenuOpen: boolean;
  readonly isDarkMode: boolean;
  /** Spec §3 horizontal-layout flag: canvases lay their panels out side by side. */
  readonly isHorizontalLayout: boolean;
  readonly fontFamily: string;
  readonly borderRadius: number;
  readonly setMenuOpen: (open: boolean) => void;
  readonly toggleMenu: () => void;
  readonly setDarkMode: (dark: boolean) => void;
  readonly setHorizontalLayout: (horizontal: boolean) => void;
  readonly setFontFamily: (fontFamily: string) => void;
  readonly setBorderRadius: (borderRadius: number) => void;
}

export const useUiStore = create<UiState>()((set) => ({
  isMenuOpen: initialMenuOpen(),
  isDarkMode: initialDarkMode(),
  isHorizontalLayout: initialHorizontalLayout(),
  fontFamily: FONT_FAMILY,
  borderRadius: BORDER_RADIUS,
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
  setHorizontalLayout: (horizontal) => {
    writeStored(HORIZONTAL_LAYOUT_STORAGE_KEY, String(horizontal));
    set({ isHorizontalLayout: horizontal });
  },
  setFontFamily: (fontFamily) => {
    set({ fontFamily });
  },
  setBorderRadius: (borderRadius) => {
    set({ borderRadius });
  },
}));
