import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../stores/auth.store.ts';
import { testLogin } from '../../test-support/fixtures.ts';
import { renderRoutes } from '../../test-support/render-app.tsx';
import { AssistantsPage } from './AssistantsPage.tsx';
import { serveAssistants } from './test-assistants-server.ts';

beforeEach(() => {
  useAuthStore.getState().loginSuccess(testLogin());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().clearAuth();
  localStorage.clear();
});

describe('AssistantsPage', () => {
  it('offers the three kinds of assistant, each explained and leading to its list', async () => {
    serveAssistants([]);
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/assistants', element: <AssistantsPage /> },
        { path: '/assistants/custom', element: <p>custom list</p> },
        { path: '/assistants/openai', element: <p>openai list</p> },
      ],
      '/assistants',
    );
    const custom = await screen.findByRole('link', { name: /Custom Assistant/ });
    expect(custom.textContent).toContain('instructions, tools and document stores');
    expect(screen.getByRole('link', { name: /OpenAI Assistant/ }).getAttribute('href')).toBe(
      '/assistants/openai',
    );
    expect(screen.getByRole('link', { name: /Azure Assistant/ }).getAttribute('href')).toBe(
      '/assistants/openai?type=AZURE',
    );
    await user.click(custom);
    expect(await screen.findByText('custom list')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/assistants/custom');
  });
});
