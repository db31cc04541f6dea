import { isRecord } from '@loomflow/core';
import { parseChatbotConfig } from './chatbot-theme.ts';

export const EMBED_SCRIPT_URL = 'https://cdn.jsdelivr.net/npm/flowise-embed/dist/web.js';

function pick(source: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => source[key] !== undefined).map((key) => [key, source[key]]));
}

const MESSAGE_KEYS = ['backgroundColor', 'textColor', 'showAvatar', 'avatarSrc'] as const;

/**
 * The widget's `theme` from the flow's chatbot configuration (only what is set): `chatWindow` with the title,
 * messages, colours and text input, `button` in the send button's colour, and the disclaimer.
 */
export function embedTheme(configText: string | null): Record<string, unknown> {
  const config = parseChatbotConfig(configText);
  const chatWindow: Record<string, unknown> = pick(config, [
    'title',
    'titleAvatarSrc',
    'welcomeMessage',
    'errorMessage',
    'backgroundColor',
    'fontSize',
    'poweredByTextColor',
    'renderHTML',
  ]);
  if (typeof config.title === 'string') chatWindow.showTitle = true;
  if (isRecord(config.botMessage)) chatWindow.botMessage = pick(config.botMessage, MESSAGE_KEYS);
  if (isRecord(config.userMessage)) chatWindow.userMessage = pick(config.userMessage, MESSAGE_KEYS);
  if (isRecord(config.textInput))
    chatWindow.textInput = pick(config.textInput, [
      'placeholder',
      'backgroundColor',
      'textColor',
      'sendButtonColor',
    ]);
  const theme: Record<string, unknown> = {};
  const buttonColor = isRecord(config.textInput) ? config.textInput.sendButtonColor : undefined;
  if (typeof buttonColor === 'string') theme.button = { backgroundColor: buttonColor };
  if (Object.keys(chatWindow).length > 0) theme.chatWindow = chatWindow;
  if (isRecord(config.disclaimer))
    theme.disclaimer = pick(config.disclaimer, ['title', 'message', 'buttonText']);
  return theme;
}

/** JSON safe inside an HTML `<script>`: `<` is escaped, so no text can close the script element. */
function scriptJson(value: unknown, indent: string): string {
  return JSON.stringify(value, null, 2).replace(/</g, '\\u003c').split('\n').join(`\n${indent}`);
}

function initOptions(
  flowId: string,
  apiHost: string,
  theme: Record<string, unknown>,
  indent: string,
): string {
  const lines = [
    `${indent}chatflowid: ${scriptJson(flowId, indent)},`,
    `${indent}apiHost: ${scriptJson(apiHost, indent)},`,
  ];
  if (Object.keys(theme).length > 0) lines.push(`${indent}theme: ${scriptJson(theme, indent)},`);
  return lines.join('\n');
}

export interface EmbedSnippets {
  readonly popupHtml: string;
  readonly fullpageHtml: string;
  readonly popupReact: string;
  readonly fullpageReact: string;
}

/** The code to paste into a site: the popup bubble or a full-page chat, as a script tag or a React component. */
export function embedSnippets(flowId: string, apiHost: string, configText: string | null): EmbedSnippets {
  const theme = embedTheme(configText);
  const script = (call: string) =>
    [
      '<script type="module">',
      `  import Chatbot from "${EMBED_SCRIPT_URL}";`,
      `  Chatbot.${call}({`,
      initOptions(flowId, apiHost, theme, '    '),
      '  });',
      '</script>',
    ].join('\n');
  const react = (component: string) =>
    [
      `import { ${component} } from 'flowise-embed-react';`,
      '',
      'export function Chatbot() {',
      '  return (',
      `    <${component}`,
      `      chatflowid=${JSON.stringify(flowId)}`,
      `      apiHost=${JSON.stringify(apiHost)}`,
      ...(Object.keys(theme).length > 0
        ? [`      theme={${JSON.stringify(theme, null, 2).split('\n').join('\n      ')}}`]
        : []),
      '    />',
      '  );',
      '}',
    ].join('\n');
  return {
    popupHtml: script('init'),
    fullpageHtml: `${script('initFull')}\n<flowise-fullchatbot></flowise-fullchatbot>`,
    popupReact: react('BubbleChat'),
    fullpageReact: react('FullPageChat'),
  };
}

/** The public chatbot page of a flow on this server. */
export function chatbotLink(origin: string, flowId: string): string {
  return `${origin}/chatbot/${encodeURIComponent(flowId)}`;
}
