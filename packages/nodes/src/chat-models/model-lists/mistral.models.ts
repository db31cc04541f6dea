/** Mistral AI model ids (the `-latest` aliases follow Mistral's newest releases). */
export const MISTRAL_CHAT_MODELS: readonly string[] = [
  'mistral-large-latest',
  'mistral-medium-latest',
  'mistral-small-latest',
  'magistral-medium-latest',
  'magistral-small-latest',
  'codestral-latest',
  'devstral-small-latest',
  'ministral-8b-latest',
  'ministral-3b-latest',
  'pixtral-large-latest',
  'open-mistral-nemo',
  'open-mixtral-8x22b',
  'open-mixtral-8x7b',
  'open-mistral-7b',
  'mistral-tiny',
];
