import { vi } from 'vitest';

/** Makes `window.matchMedia` answer min-/max-width queries as a window of this width would. */
export function setViewportWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (min === null || width >= Number(min[1])) &&
      (max === null || width <= Number(max[1])) &&
      (min ?? max) !== null;
    const list: MediaQueryList = {
      matches,
      media: query,
      onchange: null,
      // The interface still lists the deprecated listener methods; MUI uses addEventListener.
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      addListener: () => undefined,
      // eslint-disable-next-line @typescript-eslint/no-deprecated
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
    return list;
  });
}
