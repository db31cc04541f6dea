import type { Transporter } from 'nodemailer';
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

async function smtpTransport(config: SmtpConfig): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
  });
}

/** Sends mail through the configured SMTP server; nodemailer is loaded with the first mail. */
export function createSmtpMailer(config: SmtpConfig): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= smtpTransport(config);
      await (await transport).sendMail({ from: config.sender, ...message });
    },
  };
}
