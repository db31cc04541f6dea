import { PATHS } from '../../constants/paths.ts';

/** Where each assistant screen lives. */
export const ASSISTANT_PATHS = {
  home: PATHS.assistants,
  custom: PATHS.assistantsCustom,
  openAi: PATHS.assistantsOpenAi,
  azure: `${PATHS.assistantsOpenAi}?type=AZURE`,
  customAssistant: (id: string) => PATHS.assistantCustom.replace(':id', encodeURIComponent(id)),
} as const;
