import { AUTH_MESSAGES } from '@loomflow/core';

export interface AppErrorExtras {
  readonly retry?: boolean;
  readonly redirectTo?: string;
  readonly issues?: readonly { path: string; message: string }[];
}

/** An error meant for the person calling: its status and message are sent as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extras: AppErrorExtras = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, extras?: AppErrorExtras) => new AppError(400, message, extras);
export const unauthorized = (
  message: string = AUTH_MESSAGES.invalidOrMissingToken,
  extras?: AppErrorExtras,
) => new AppError(401, message, extras);
export const forbidden = (message: string = AUTH_MESSAGES.forbidden) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const tooManyRequests = (message: string) => new AppError(429, message);
