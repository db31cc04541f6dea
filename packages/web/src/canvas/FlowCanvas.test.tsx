import { cleanup, render } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUiStore } from '../stores/ui.store.ts';
import { stubResizeObserver } from '../test-support/resize-observer.ts';
import { ThemeRoot } from '../ui/ThemeRoot.tsx';
import { FlowCanvas } from './FlowCanvas.tsx';
import { editorWrapper } from './params/test-editor.tsx';

beforeEach(() => {
  stubResizeObserver();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => {
    useUiStore.getState().setDarkMode(false);
  });
});

function renderCanvas() {
  const { Wrapper } = editorWrapper([
    { id: 'llmAgentflow_0', type: 'agentFlow', position: { x: 0, y: 0 }, data: { name: 'llmAgentflow' } },
  ]);
  return render(
    <ThemeRoot>
      <Wrapper>
        <ReactFlowProvider>
          <div style={{ width: 800, height: 600 }}>
            <FlowCanvas
              definitions={[]}
              initialViewport={{ x: 0, y: 0, zoom: 1 }}
              onViewport={() => undefined}
            />
          </div>
        </ReactFlowProvider>
      </Wrapper>
    </ThemeRoot>,
  );
}

/** The page's `color-scheme` (scrollbars, native controls) as the theme's global styles set it last. */
const colorScheme = () =>
  [...document.head.querySelectorAll('style')]
    .map((style) => style.textContent)
    .join('\n')
    .match(/color-scheme:\s*\w+/g)
    ?.at(-1);

describe('the canvas in the dark theme', () => {
  it('draws React Flow in its dark mode with the theme paper behind the controls and the minimap', () => {
    act(() => {
      useUiStore.getState().setDarkMode(true);
    });
    const { container } = renderCanvas();
    const flow = container.querySelector<HTMLElement>('.react-flow');
    expect(flow?.classList.contains('dark')).toBe(true);
    expect(flow?.style.getPropertyValue('--xy-controls-button-background-color')).toBe('#1a1d24');
    expect(flow?.style.getPropertyValue('--xy-minimap-background-color')).toBe('#1a1d24');
    expect(colorScheme()).toMatch(/dark$/);
  });

  it('stays light in the light theme', () => {
    const { container } = renderCanvas();
    const flow = container.querySelector<HTMLElement>('.react-flow');
    expect(flow?.classList.contains('light')).toBe(true);
    expect(flow?.style.getPropertyValue('--xy-controls-button-background-color')).toBe('#ffffff');
    expect(colorScheme()).toMatch(/light$/);
  });
});
