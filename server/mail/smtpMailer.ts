import type { Transporter } from 'nodemailer';
import type { Mailer } from './mailer';

/**
 * Outgoing mail through an SMTP server given as a URL: smtps://user:pass@smtp.example.com:465.
 * Nodemailer is loaded with the first message rather than at start, which it would slow.
 */
export function smtpMailer(url: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send({ to, subject, text }) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url));
      await (await transport).sendMail({ from, to, subject, text });
    },
  };
}
