import nodemailer from 'nodemailer';
import type { SmtpConfig } from '../config/config.ts';

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends mail through the configured SMTP server. */
export function createSmtpMailer(config: SmtpConfig): Mailer {
  const transport = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
  });
  return {
    async send(message) {
      await transport.sendMail({ from: config.sender, ...message });
    },
  };
}
