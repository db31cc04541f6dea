import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from './notify.ts';
import { ToastProvider } from './ToastProvider.tsx';

function renderToasts() {
  render(
    <ToastProvider>
      <p>Page</p>
    </ToastProvider>,
  );
}

/**
 * Moves the clock in small steps, each in its own act(): React applies the updates of one step (and the
 * transitions schedule their next timers) before the next step runs.
 */
async function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 25) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(Math.min(25, ms - elapsed));
    });
  }
}

const visible = (text: string) => screen.queryByText(text) !== null;

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('toasts on notistack (spec §4, §9)', () => {
  it('keeps at most three: four quick error toasts leave the newest three', async () => {
    renderToasts();
    act(() => {
      for (const n of [1, 2, 3, 4]) notify.error(`Error ${n}`);
    });
    await advance(1000);
    expect(['Error 1', 'Error 2', 'Error 3', 'Error 4'].map(visible)).toEqual([false, true, true, true]);
  });

  it('hides a success toast after 5000 ms and keeps an error toast', async () => {
    renderToasts();
    act(() => {
      notify.success('Saved');
      notify.error('Broken');
    });
    await advance(4900);
    expect(visible('Saved')).toBe(true);
    await advance(1000);
    expect(visible('Saved')).toBe(false);
    await advance(60_000);
    expect(visible('Broken')).toBe(true);
  });

  it('pauses while hovered and resumes at half the duration', async () => {
    renderToasts();
    act(() => {
      notify.info('Hover me');
    });
    await advance(1000);
    const toast = screen.getByText('Hover me');
    fireEvent.mouseEnter(toast.closest('.notistack-Snackbar') ?? toast);
    await advance(20_000);
    expect(visible('Hover me')).toBe(true);
    fireEvent.mouseLeave(toast.closest('.notistack-Snackbar') ?? toast);
    await advance(2400);
    expect(visible('Hover me')).toBe(true);
    // 2500 ms after leaving it starts its exit (195 ms), then the stack collapses (125 + 175 ms): well before
    // the 5000 ms a full restart would take.
    await advance(1100);
    expect(visible('Hover me')).toBe(false);
  });

  it('pauses while the window is blurred and resumes at half the duration when it is back', async () => {
    renderToasts();
    act(() => {
      notify.success('Background');
    });
    await advance(1000);
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await advance(20_000);
    expect(visible('Background')).toBe(true);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await advance(2400);
    expect(visible('Background')).toBe(true);
    await advance(1100);
    expect(visible('Background')).toBe(false);
  });

  it('is not closed by a click elsewhere, only by its close button', async () => {
    renderToasts();
    act(() => {
      notify.error('Sticky');
    });
    await advance(500);
    fireEvent.mouseDown(screen.getByText('Page'));
    fireEvent.click(screen.getByText('Page'));
    await advance(1000);
    expect(visible('Sticky')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    await advance(1000);
    expect(visible('Sticky')).toBe(false);
  });
});
