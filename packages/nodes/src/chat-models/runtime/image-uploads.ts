import { HumanMessage, type BaseMessage, type ContentBlock } from '@langchain/core/messages';
import { BasePromptValue } from '@langchain/core/prompt_values';
import { imageUrlOf } from '../../agentflow/runtime-shared/chat-messages.ts';
import type { RunUpload } from '../../runtime/node-executor.ts';

type ImageDetail = 'low' | 'high' | 'auto';

/** Chat models whose node has "Allow Image Uploads" on, with the detail images are sent at. */
const IMAGE_MODELS = new WeakMap<object, ImageDetail>();

function detailOf(value: unknown): ImageDetail {
  return value === 'high' || value === 'auto' ? value : 'low';
}

/** Marks a chat model built from a node's inputs when they allow image uploads (`imageResolution`: detail). */
export function markImageUploads(model: object, inputs: Readonly<Record<string, unknown>>): void {
  const allowed = inputs.allowImageUploads === true || inputs.allowImageUploads === 'true';
  if (allowed) IMAGE_MODELS.set(model, detailOf(inputs.imageResolution));
}

/**
 * The images of a question as `image_url` content parts, when the model's node allows image uploads (Flowise:
 * images reach the model only then); none otherwise. Images are uploads of an `image/*` type given as a data URL
 * or an http(s) link.
 */
export function imageParts(model: unknown, uploads: readonly RunUpload[] | undefined): ContentBlock[] {
  if (typeof model !== 'object' || model === null) return [];
  const detail = IMAGE_MODELS.get(model);
  if (detail === undefined || !uploads) return [];
  return uploads.flatMap((upload) => {
    const url = imageUrlOf(upload);
    return url === undefined ? [] : [{ type: 'image_url', image_url: { url, detail } }];
  });
}

/** The messages with the images added to the last human message (the question); a new one when there is none. */
export function withImages(messages: readonly BaseMessage[], images: readonly ContentBlock[]): BaseMessage[] {
  if (images.length === 0) return [...messages];
  const at = messages.findLastIndex((message) => message instanceof HumanMessage);
  const question = at === -1 ? undefined : messages[at];
  if (question === undefined) return [...messages, new HumanMessage({ content: [...images] })];
  const text: ContentBlock[] =
    typeof question.content === 'string' ? [{ type: 'text', text: question.content }] : [...question.content];
  const asked = new HumanMessage({ content: [...text, ...images] });
  return [...messages.slice(0, at), asked, ...messages.slice(at + 1)];
}

/** The messages a formatted prompt gives (a prompt template's output), or a clear error for anything else. */
export function promptValueMessages(value: unknown): BaseMessage[] {
  if (value instanceof BasePromptValue) return value.toChatMessages();
  throw new Error('the prompt did not give a prompt value to add the images to');
}
