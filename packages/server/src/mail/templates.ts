import type { MailMessage } from './mailer.ts';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function linkMail(
  to: string,
  subject: string,
  intro: string,
  action: string,
  link: string,
  outro: string,
): MailMessage {
  return {
    to,
    subject,
    text: `${intro}\n\n${action}: ${link}\n\n${outro}\n`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(link)}</p><p>${escapeHtml(outro)}</p>`,
  };
}

export function verificationMail(to: string, name: string, link: string): MailMessage {
  return linkMail(
    to,
    'Confirm your Loomflow email address',
    `Hello ${name}, welcome to Loomflow. Please confirm that this is your email address.`,
    'Confirm email address',
    link,
    'The link is valid for 24 hours. If you did not create an account, ignore this message.',
  );
}

export function invitationMail(
  to: string,
  inviterName: string,
  organizationName: string,
  link: string,
): MailMessage {
  return linkMail(
    to,
    `${inviterName} invited you to ${organizationName} on Loomflow`,
    `${inviterName} invited you to join ${organizationName} on Loomflow.`,
    'Accept the invitation',
    link,
    'The invitation is valid for 7 days.',
  );
}

export function passwordResetMail(to: string, link: string): MailMessage {
  return linkMail(
    to,
    'Reset your Loomflow password',
    'Somebody asked to reset the password of your Loomflow account.',
    'Choose a new password',
    link,
    'The link is valid for 1 hour. If it was not you, ignore this message: your password stays as it is.',
  );
}
