import { vi } from 'vitest';

class NoopResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/** jsdom has no ResizeObserver; React Flow needs one to mount (sizes stay unmeasured). */
export function stubResizeObserver(): void {
  vi.stubGlobal('ResizeObserver', NoopResizeObserver);
}
