import { parseJsonObject } from '@loomflow/core';
import type { RequestAccess } from '../auth/request-access.ts';
import type { ChatFlowRow } from '../db/schema.ts';
import { forbidden, unauthorized } from '../errors/app-error.ts';

const DEFAULT_ORIGIN_ERROR = 'This site is not allowed to access this chatbot';

/** Who calls a flow's public routes (predictions, the widget, the public chatbot page) and from where. */
export interface FlowCaller {
  readonly access: RequestAccess | null;
  readonly origin: string | undefined;
  readonly clientAddress: string;
}

/** Who asks for a prediction and from where. */
export interface PredictionCaller extends FlowCaller {
  /** The internal variant: a signed-in user of the flow's workspace. */
  readonly internal: boolean;
}

/** A flow with an API key answers only requests that carry that key (`Authorization: Bearer …`): 401 otherwise. */
export function checkFlowApiKey(flow: Pick<ChatFlowRow, 'apikeyid'>, access: RequestAccess | null): void {
  if (!flow.apikeyid) return;
  if (access?.via !== 'apiKey' || access.apiKeyId !== flow.apikeyid) throw unauthorized('Unauthorized');
}

function hostOf(value: string): string | undefined {
  try {
    return new URL(value).host;
  } catch {
    return undefined;
  }
}

/**
 * Flowise's `chatbotConfig.allowedOrigins` check: hosts compared; a request without `Origin` passes, as does any
 * request to a flow without allowed origins. 403 with the flow's `allowedOriginsError` (or a default) otherwise.
 */
export function checkAllowedOrigin(
  flow: Pick<ChatFlowRow, 'chatbotConfig'>,
  origin: string | undefined,
): void {
  const config = flow.chatbotConfig ? parseJsonObject(flow.chatbotConfig) : undefined;
  if (!config) return;
  const allowed = Array.isArray(config.allowedOrigins)
    ? config.allowedOrigins.filter(
        (entry): entry is string => typeof entry === 'string' && entry.trim() !== '',
      )
    : [];
  if (allowed.length === 0 || !origin) return;
  const requestHost = hostOf(origin);
  if (requestHost !== undefined && allowed.some((entry) => hostOf(entry) === requestHost)) return;
  const message =
    typeof config.allowedOriginsError === 'string' && config.allowedOriginsError.trim() !== ''
      ? config.allowedOriginsError
      : DEFAULT_ORIGIN_ERROR;
  throw forbidden(message);
}
