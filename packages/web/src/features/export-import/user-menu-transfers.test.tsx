import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '../../app/layouts/TopBar.tsx';
import { useAuthStore } from '../../stores/auth.store.ts';
import { ENTERPRISE_SETTINGS, memberLogin, testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { serveShell, signIn } from '../../test-support/shell-server.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

async function openUserMenu() {
  renderRoutes([{ path: '/', element: <TopBar /> }], '/');
  const user = userEvent.setup();
  await user.click(await screen.findByTestId('user-menu-button'));
  return { user, menu: await screen.findByRole('menu') };
}

describe('Export and Import in the user menu', () => {
  it.each([
    ['workspace:export only', ['workspace:export'], ['Export']],
    ['workspace:import only', ['workspace:import'], ['Import']],
    ['neither', ['chatflows:view'], []],
  ])('shows what a member with %s may use', async (_case, permissions, shown) => {
    serveShell(ENTERPRISE_SETTINGS);
    signIn(memberLogin(permissions));
    const { menu } = await openUserMenu();
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items.filter((item) => item === 'Export' || item === 'Import')).toEqual(shown);
  });

  it('opens the Export dialog with every data type chosen', async () => {
    serveShell(ENTERPRISE_SETTINGS);
    signIn(testLogin());
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByText('Export'));
    const dialog = await screen.findByRole('dialog', { name: 'Export Data' });
    expect(
      within(dialog)
        .getAllByRole<HTMLInputElement>('checkbox')
        .every((box) => box.checked),
    ).toBe(true);
  });

  it('opens the file picker from Import, again on each choice', async () => {
    serveShell(ENTERPRISE_SETTINGS);
    signIn(testLogin());
    const pickerOpened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, menu } = await openUserMenu();
    await user.click(within(menu).getByText('Import'));
    await vi.waitFor(() => {
      expect(pickerOpened).toHaveBeenCalledTimes(1);
    });

    await user.click(screen.getByTestId('user-menu-button'));
    await user.click(within(await screen.findByRole('menu')).getByText('Import'));
    await vi.waitFor(() => {
      expect(pickerOpened).toHaveBeenCalledTimes(2);
    });
  });
});
