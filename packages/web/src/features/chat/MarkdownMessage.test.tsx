import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownMessage } from './MarkdownMessage.tsx';

afterEach(cleanup);

const HTML = 'Hello <b>bold</b> <img src="x.png" onerror="alert(1)"> <script>window.hacked = 1</script>';

describe('MarkdownMessage HTML', () => {
  it('drops raw HTML by default', () => {
    const { container } = render(<MarkdownMessage text={HTML} />);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('renders sanitised HTML when the chatbot configuration asks for it', () => {
    const { container } = render(<MarkdownMessage text={HTML} renderHtml />);
    expect(container.querySelector('b')?.textContent).toBe('bold');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
