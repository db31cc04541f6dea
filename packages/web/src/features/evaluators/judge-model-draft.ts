import type { JudgeModel } from '@loomflow/core';

/** The judge model fields as typed: empty strings for what is not chosen yet. */
export interface JudgeModelDraft {
  readonly chatModel: string;
  readonly modelName: string;
  readonly credentialId: string;
  readonly basePath: string;
}

export const EMPTY_JUDGE_MODEL: JudgeModelDraft = {
  chatModel: '',
  modelName: '',
  credentialId: '',
  basePath: '',
};

export function judgeModelDraftOf(model: JudgeModel | null | undefined): JudgeModelDraft {
  if (!model) return EMPTY_JUDGE_MODEL;
  return {
    chatModel: model.chatModel,
    modelName: model.modelName,
    credentialId: model.credentialId ?? '',
    basePath: model.basePath ?? '',
  };
}

/** The model to send, or undefined when no chat model node is chosen (then none is sent). */
export function judgeModelOf(draft: JudgeModelDraft): JudgeModel | undefined {
  if (draft.chatModel === '') return undefined;
  return {
    chatModel: draft.chatModel,
    modelName: draft.modelName.trim(),
    ...(draft.credentialId ? { credentialId: draft.credentialId } : {}),
    ...(draft.basePath.trim() ? { basePath: draft.basePath.trim() } : {}),
  };
}
