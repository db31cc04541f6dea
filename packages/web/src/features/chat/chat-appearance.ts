import type { ChatbotConfig } from '@loomflow/core';

/** Colours and avatars of the chat (the chatbot configuration's theme; defaults follow the app theme). */
export interface ChatAppearance {
  readonly botBackground?: string;
  readonly botText?: string;
  readonly botAvatar?: string;
  readonly userBackground?: string;
  readonly userText?: string;
  readonly userAvatar?: string;
  readonly inputBackground?: string;
  readonly inputText?: string;
  readonly sendColor?: string;
  readonly placeholder?: string;
  readonly fontSize?: number;
}

export function appearanceOf(config: ChatbotConfig): ChatAppearance {
  const { botMessage, userMessage, textInput } = config;
  return {
    botBackground: botMessage?.backgroundColor,
    botText: botMessage?.textColor,
    botAvatar: botMessage?.showAvatar === false ? undefined : botMessage?.avatarSrc,
    userBackground: userMessage?.backgroundColor,
    userText: userMessage?.textColor,
    userAvatar: userMessage?.showAvatar === false ? undefined : userMessage?.avatarSrc,
    inputBackground: textInput?.backgroundColor,
    inputText: textInput?.textColor,
    sendColor: textInput?.sendButtonColor,
    placeholder: textInput?.placeholder,
    fontSize: config.fontSize,
  };
}

/** Starter prompts are stored as an object keyed by index (`{"0": {prompt}}`). */
export function starterPromptsOf(config: ChatbotConfig): string[] {
  return Object.entries(config.starterPrompts ?? {})
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, value]) => value.prompt.trim())
    .filter((prompt) => prompt !== '');
}
