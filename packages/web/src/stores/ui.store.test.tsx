import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

async function freshStore() {
  return (await import('./ui.store.ts')).useUiStore;
}

describe('UI state (spec §3, §4)', () => {
  it('persists the dark-mode and horizontal-layout flags and reads them back on load', async () => {
    const store = await freshStore();
    expect(store.getState()).toMatchObject({ isDarkMode: false, isHorizontalLayout: false });
    store.getState().setDarkMode(true);
    store.getState().setHorizontalLayout(true);
    expect(localStorage.getItem('isDarkMode')).toBe('true');
    expect(localStorage.getItem('isHorizontal')).toBe('true');

    vi.resetModules();
    const reloaded = await freshStore();
    expect(reloaded.getState()).toMatchObject({ isDarkMode: true, isHorizontalLayout: true });
  });

  it('sets the menu, font family and border radius, with spec §9 defaults', async () => {
    const store = await freshStore();
    expect(store.getState()).toMatchObject({
      fontFamily: 'Inter, Roboto, Arial, sans-serif',
      borderRadius: 12,
    });
    store.getState().setMenuOpen(true);
    store.getState().toggleMenu();
    store.getState().setFontFamily('Roboto');
    store.getState().setBorderRadius(8);
    expect(store.getState()).toMatchObject({ isMenuOpen: false, fontFamily: 'Roboto', borderRadius: 8 });
  });
});
