import type { ReactElement } from 'react';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserMenu } from '../app/layouts/UserMenu.tsx';
import { CreateApiKeyDialog } from '../features/apikeys/CreateApiKeyDialog.tsx';
import { FlowListToolbar } from '../features/flows/FlowListToolbar.tsx';
import { useAuthStore } from '../stores/auth.store.ts';
import { useUiStore } from '../stores/ui.store.ts';
import { OPEN_SOURCE_SETTINGS, TEST_LOGIN } from '../test-support/fixtures.ts';
import { errorResponse, jsonResponse, stubFetch } from '../test-support/fetch-stub.ts';
import { renderRoutes } from '../test-support/render-app.tsx';
import { MIN_TEXT_CONTRAST, contrastRatio } from './avatar-colors.ts';
import { PageHeader } from './PageHeader.tsx';

const noop = () => undefined;

beforeEach(() => {
  stubFetch((request) =>
    request.path === '/settings' ? jsonResponse(200, OPEN_SOURCE_SETTINGS) : errorResponse(404, 'Not found'),
  );
  useAuthStore.getState().loginSuccess(TEST_LOGIN);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  useUiStore.getState().setDarkMode(false);
  localStorage.clear();
});

function renderAlone(element: ReactElement) {
  return renderRoutes([{ path: '/', element }], '/');
}

describe('list screen headers', () => {
  it('never wraps or squeezes the main action of a list screen', async () => {
    renderAlone(
      <PageHeader
        title="Credentials"
        subtitle="API keys, tokens and secrets for your nodes"
        search=""
        onSearch={noop}
        searchLabel="Search credentials"
        action={{ label: 'Add Credential', onClick: noop, testId: 'add-credential' }}
      />,
    );
    const style = getComputedStyle(await screen.findByTestId('add-credential'));
    expect(style.whiteSpace).toBe('nowrap');
    expect(style.flexShrink).toBe('0');
  });

  it('keeps "Add New" of the flow lists on one line at its full width', async () => {
    renderAlone(
      <FlowListToolbar
        search=""
        onSearch={noop}
        sort="updatedDate-desc"
        onSort={noop}
        view="card"
        onView={noop}
        onCreate={noop}
      />,
    );
    const button = await screen.findByTestId('add-new-flow');
    expect(button.textContent).toBe('Add New');
    expect(getComputedStyle(button).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(button).flexShrink).toBe('0');
  });
});

describe('dialogs', () => {
  it('scrolls the API key permissions while Cancel and Create stay outside the scroll area', async () => {
    renderAlone(<CreateApiKeyDialog onClose={noop} onCreated={noop} />);
    const dialog = await screen.findByTestId('create-api-key-dialog');
    const create = within(dialog).getByRole('button', { name: 'Create' });
    const content = dialog.querySelector('.MuiDialogContent-root');
    if (!(content instanceof HTMLElement)) throw new Error('the dialog has no content area');
    expect(within(content).getAllByRole('checkbox').length).toBeGreaterThan(5);
    expect(content.contains(create)).toBe(false);
    expect(getComputedStyle(content).overflowY).toBe('auto');
    // The form between the paper and content/actions passes the paper's height limit on: a shrinking column.
    const form = content.parentElement;
    if (!form) throw new Error('the content has no parent');
    expect(form.tagName).toBe('FORM');
    const formStyle = getComputedStyle(form);
    expect([formStyle.display, formStyle.flexDirection, formStyle.minHeight]).toEqual([
      'flex',
      'column',
      '0',
    ]);
  });
});

describe('avatar initials', () => {
  it.each([false, true])('reads at least 4.5:1 against the avatar (dark mode %s)', async (dark) => {
    useUiStore.getState().setDarkMode(dark);
    renderAlone(<UserMenu />);
    const avatar = await screen.findByTestId('user-avatar');
    expect(avatar.textContent).toMatch(/^[A-Z?]{1,2}$/);
    const style = getComputedStyle(avatar);
    expect(contrastRatio(style.color, style.backgroundColor)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
