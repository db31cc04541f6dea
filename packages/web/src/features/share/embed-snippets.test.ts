import { describe, expect, it } from 'vitest';
import { chatbotLink, EMBED_SCRIPT_URL, embedSnippets, embedTheme } from './embed-snippets.ts';

describe('embed snippets', () => {
  it('point the flowise-embed widget at this flow and server, in each form', () => {
    const snippets = embedSnippets('flow-1', 'https://loom.example', null);
    expect(snippets.popupHtml).toBe(
      [
        '<script type="module">',
        `  import Chatbot from "${EMBED_SCRIPT_URL}";`,
        '  Chatbot.init({',
        '    chatflowid: "flow-1",',
        '    apiHost: "https://loom.example",',
        '  });',
        '</script>',
      ].join('\n'),
    );
    expect(snippets.fullpageHtml).toContain('Chatbot.initFull({');
    expect(snippets.fullpageHtml).toContain('<flowise-fullchatbot></flowise-fullchatbot>');
    expect(snippets.popupReact).toContain("import { BubbleChat } from 'flowise-embed-react';");
    expect(snippets.popupReact).toContain('chatflowid="flow-1"');
    expect(snippets.popupReact).toContain('apiHost="https://loom.example"');
    expect(snippets.fullpageReact).toContain('<FullPageChat');
  });

  it('carry the saved theme in the widget names, and no text can close the script element', () => {
    const config = JSON.stringify({
      title: 'Shop </script><script>alert(1)</script>',
      welcomeMessage: 'Hello',
      botMessage: { backgroundColor: '#eee', textColor: '#111', showAvatar: true, extra: 'dropped' },
      textInput: { placeholder: 'Ask', sendButtonColor: '#f00' },
      disclaimer: { message: 'Be nice' },
      allowedOrigins: ['https://shop.example'],
    });
    expect(embedTheme(config)).toEqual({
      button: { backgroundColor: '#f00' },
      chatWindow: {
        showTitle: true,
        title: 'Shop </script><script>alert(1)</script>',
        welcomeMessage: 'Hello',
        botMessage: { backgroundColor: '#eee', textColor: '#111', showAvatar: true },
        textInput: { placeholder: 'Ask', sendButtonColor: '#f00' },
      },
      disclaimer: { message: 'Be nice' },
    });
    const { popupHtml } = embedSnippets('flow-1', 'https://loom.example', config);
    expect(popupHtml.match(/<\/script>/g)).toHaveLength(1);
    expect(popupHtml).toContain('"title": "Shop \\u003c/script>\\u003cscript>alert(1)\\u003c/script>"');
    expect(popupHtml).toContain('theme: {');
  });

  it('links the public chatbot page of the flow', () => {
    expect(chatbotLink('http://localhost:3000', 'a b')).toBe('http://localhost:3000/chatbot/a%20b');
  });
});
