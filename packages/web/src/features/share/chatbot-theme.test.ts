import { describe, expect, it } from 'vitest';
import {
  chatbotConfigWithTheme,
  DEFAULT_THEME,
  parseChatbotConfig,
  readChatbotTheme,
  THEME_MESSAGES,
  validateChatbotTheme,
} from './chatbot-theme.ts';

describe('chatbot theme', () => {
  it('opens a new flow with Flowise defaults and reads Flowise session switch', () => {
    const theme = readChatbotTheme({ overrideConfig: { generateNewSession: true } });
    expect(theme).toMatchObject({
      backgroundColor: DEFAULT_THEME.backgroundColor,
      fontSize: '16',
      botMessage: { backgroundColor: '#f7f8ff', textColor: '#303235', avatarSrc: '', showAvatar: false },
      userMessage: { backgroundColor: '#3B81F6', textColor: '#ffffff' },
      generateNewSession: true,
      renderHTML: false,
    });
  });

  it('writes the theme into the stored configuration and keeps every other key', () => {
    const stored = JSON.stringify({
      starterPrompts: { 0: { prompt: 'Hi' } },
      leads: { status: true },
      title: 'Old title',
      botMessage: { backgroundColor: '#000', custom: 'kept' },
      overrideConfig: { topK: 2 },
      disclaimer: { title: 'Gone' },
    });
    const theme = readChatbotTheme(parseChatbotConfig(stored));
    const text = chatbotConfigWithTheme(stored, {
      ...theme,
      title: '  ',
      welcomeMessage: 'Welcome!',
      fontSize: '18',
      botMessage: { ...theme.botMessage, showAvatar: true, avatarSrc: 'https://img.example/bot.png' },
      disclaimerTitle: '',
      generateNewSession: true,
      renderHTML: true,
    });
    expect(JSON.parse(text)).toEqual({
      starterPrompts: { 0: { prompt: 'Hi' } },
      leads: { status: true },
      welcomeMessage: 'Welcome!',
      backgroundColor: '#ffffff',
      fontSize: 18,
      botMessage: {
        backgroundColor: '#000',
        custom: 'kept',
        textColor: '#303235',
        showAvatar: true,
        avatarSrc: 'https://img.example/bot.png',
      },
      userMessage: { backgroundColor: '#3B81F6', textColor: '#ffffff', showAvatar: false },
      textInput: { backgroundColor: '#ffffff', textColor: '#303235', sendButtonColor: '#3B81F6' },
      renderHTML: true,
      generateNewSession: true,
      overrideConfig: { topK: 2, generateNewSession: true },
    });
  });

  it('refuses a font size out of range and avatars that are not image addresses', () => {
    const theme = readChatbotTheme({});
    expect(
      validateChatbotTheme({
        ...theme,
        fontSize: '100',
        titleAvatarSrc: 'javascript:alert(1)',
        userMessage: { ...theme.userMessage, avatarSrc: 'data:image/png;base64,AAAA' },
      }),
    ).toEqual({ fontSize: THEME_MESSAGES.fontSize, titleAvatarSrc: THEME_MESSAGES.avatar });
  });
});
