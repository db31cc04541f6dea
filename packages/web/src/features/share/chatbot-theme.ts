import { isRecord, parseJsonObject } from '@loomflow/core';

/**
 * The chatbot's look in `chatbotConfig`, under Flowise's names (the `flowise-embed` widget and the shared chatbot
 * page read them). Edited as text; written merged into the stored configuration so other keys survive.
 */

function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return fallback;
}

export interface MessageTheme {
  readonly backgroundColor: string;
  readonly textColor: string;
  readonly avatarSrc: string;
  readonly showAvatar: boolean;
}

export interface ChatbotTheme {
  readonly title: string;
  readonly titleAvatarSrc: string;
  readonly welcomeMessage: string;
  readonly errorMessage: string;
  readonly backgroundColor: string;
  readonly fontSize: string;
  readonly botMessage: MessageTheme;
  readonly userMessage: MessageTheme;
  readonly textInputPlaceholder: string;
  readonly textInputBackgroundColor: string;
  readonly textInputTextColor: string;
  readonly sendButtonColor: string;
  readonly disclaimerTitle: string;
  readonly disclaimerMessage: string;
  readonly disclaimerButtonText: string;
  readonly renderHTML: boolean;
  readonly generateNewSession: boolean;
}

/** Flowise's defaults, shown when a flow has no theme yet. */
export const DEFAULT_THEME = {
  backgroundColor: '#ffffff',
  fontSize: '16',
  botBackground: '#f7f8ff',
  botText: '#303235',
  userBackground: '#3B81F6',
  userText: '#ffffff',
  inputBackground: '#ffffff',
  inputText: '#303235',
  sendButton: '#3B81F6',
} as const;

function messageTheme(value: unknown, background: string, color: string): MessageTheme {
  const theme = isRecord(value) ? value : {};
  return {
    backgroundColor: text(theme.backgroundColor, background),
    textColor: text(theme.textColor, color),
    avatarSrc: text(theme.avatarSrc),
    showAvatar: theme.showAvatar === true,
  };
}

export function parseChatbotConfig(configText: string | null): Record<string, unknown> {
  return (configText ? parseJsonObject(configText) : undefined) ?? {};
}

export function readChatbotTheme(config: Record<string, unknown>): ChatbotTheme {
  const input = isRecord(config.textInput) ? config.textInput : {};
  const disclaimer = isRecord(config.disclaimer) ? config.disclaimer : {};
  const override = isRecord(config.overrideConfig) ? config.overrideConfig : {};
  return {
    title: text(config.title),
    titleAvatarSrc: text(config.titleAvatarSrc),
    welcomeMessage: text(config.welcomeMessage),
    errorMessage: text(config.errorMessage),
    backgroundColor: text(config.backgroundColor, DEFAULT_THEME.backgroundColor),
    fontSize: text(config.fontSize, DEFAULT_THEME.fontSize),
    botMessage: messageTheme(config.botMessage, DEFAULT_THEME.botBackground, DEFAULT_THEME.botText),
    userMessage: messageTheme(config.userMessage, DEFAULT_THEME.userBackground, DEFAULT_THEME.userText),
    textInputPlaceholder: text(input.placeholder),
    textInputBackgroundColor: text(input.backgroundColor, DEFAULT_THEME.inputBackground),
    textInputTextColor: text(input.textColor, DEFAULT_THEME.inputText),
    sendButtonColor: text(input.sendButtonColor, DEFAULT_THEME.sendButton),
    disclaimerTitle: text(disclaimer.title),
    disclaimerMessage: text(disclaimer.message),
    disclaimerButtonText: text(disclaimer.buttonText),
    renderHTML: config.renderHTML === true,
    // Flowise keeps the switch under `overrideConfig`; ours is at the top level. Either counts.
    generateNewSession: config.generateNewSession === true || override.generateNewSession === true,
  };
}

export type ThemeField = 'fontSize' | 'titleAvatarSrc' | 'botAvatarSrc' | 'userAvatarSrc';

export const THEME_MESSAGES = {
  fontSize: 'Font size must be a number from 6 to 48',
  avatar: 'Use an http(s) address of an image (or leave empty)',
} as const;

function isImageAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed === '' || /^https?:\/\/\S+$/i.test(trimmed) || /^data:image\//i.test(trimmed);
}

export function validateChatbotTheme(theme: ChatbotTheme): Partial<Record<ThemeField, string>> {
  const errors: Partial<Record<ThemeField, string>> = {};
  const size = Number(theme.fontSize);
  if (theme.fontSize.trim() === '' || !Number.isFinite(size) || size < 6 || size > 48)
    errors.fontSize = THEME_MESSAGES.fontSize;
  if (!isImageAddress(theme.titleAvatarSrc)) errors.titleAvatarSrc = THEME_MESSAGES.avatar;
  if (!isImageAddress(theme.botMessage.avatarSrc)) errors.botAvatarSrc = THEME_MESSAGES.avatar;
  if (!isImageAddress(theme.userMessage.avatarSrc)) errors.userAvatarSrc = THEME_MESSAGES.avatar;
  return errors;
}

/** Sets a text key when filled and removes it when emptied. */
function setText(target: Record<string, unknown>, key: string, value: string): void {
  const trimmed = value.trim();
  if (trimmed === '') Reflect.deleteProperty(target, key);
  else target[key] = trimmed;
}

function writeMessage(previous: unknown, theme: MessageTheme): Record<string, unknown> {
  const next: Record<string, unknown> = {
    ...(isRecord(previous) ? previous : {}),
    backgroundColor: theme.backgroundColor.trim(),
    textColor: theme.textColor.trim(),
    showAvatar: theme.showAvatar,
  };
  setText(next, 'avatarSrc', theme.avatarSrc);
  return next;
}

/** The configuration text with the theme written into it; every other key is kept. */
export function chatbotConfigWithTheme(configText: string | null, theme: ChatbotTheme): string {
  const config = parseChatbotConfig(configText);
  const next: Record<string, unknown> = { ...config };
  setText(next, 'title', theme.title);
  setText(next, 'titleAvatarSrc', theme.titleAvatarSrc);
  setText(next, 'welcomeMessage', theme.welcomeMessage);
  setText(next, 'errorMessage', theme.errorMessage);
  next.backgroundColor = theme.backgroundColor.trim();
  next.fontSize = Number(theme.fontSize);
  next.botMessage = writeMessage(config.botMessage, theme.botMessage);
  next.userMessage = writeMessage(config.userMessage, theme.userMessage);
  const textInput: Record<string, unknown> = {
    ...(isRecord(config.textInput) ? config.textInput : {}),
    backgroundColor: theme.textInputBackgroundColor.trim(),
    textColor: theme.textInputTextColor.trim(),
    sendButtonColor: theme.sendButtonColor.trim(),
  };
  setText(textInput, 'placeholder', theme.textInputPlaceholder);
  next.textInput = textInput;
  const disclaimer: Record<string, unknown> = { ...(isRecord(config.disclaimer) ? config.disclaimer : {}) };
  setText(disclaimer, 'title', theme.disclaimerTitle);
  setText(disclaimer, 'message', theme.disclaimerMessage);
  setText(disclaimer, 'buttonText', theme.disclaimerButtonText);
  if (Object.keys(disclaimer).length > 0) next.disclaimer = disclaimer;
  else Reflect.deleteProperty(next, 'disclaimer');
  next.renderHTML = theme.renderHTML;
  next.generateNewSession = theme.generateNewSession;
  if (isRecord(config.overrideConfig) || theme.generateNewSession)
    next.overrideConfig = {
      ...(isRecord(config.overrideConfig) ? config.overrideConfig : {}),
      generateNewSession: theme.generateNewSession,
    };
  return JSON.stringify(next);
}
