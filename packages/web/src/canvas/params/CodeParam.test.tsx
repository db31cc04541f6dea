import { cleanup, render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppTheme } from '../../ui/theme.ts';
import { CodeParam } from './CodeParam.tsx';

afterEach(() => {
  cleanup();
});

function renderIn(mode: 'light' | 'dark') {
  return render(
    <ThemeProvider theme={createAppTheme(mode)}>
      <CodeParam
        nodeId="chatOpenAI_0"
        param={{ name: 'baseOptions', label: 'Base Options', type: 'json' }}
        value='{"a": 1}'
        onChange={() => undefined}
      />
    </ThemeProvider>,
  );
}

describe('a code parameter', () => {
  it.each(['light', 'dark'] as const)('draws its editor in the %s theme of the app', (mode) => {
    const { container } = renderIn(mode);
    expect(container.querySelector(`.cm-theme-${mode}`)).not.toBeNull();
  });
});
