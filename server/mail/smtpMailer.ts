import nodemailer from 'nodemailer';
import type { Mailer } from './mailer';

/** Outgoing mail through an SMTP server given as a URL: smtps://user:pass@smtp.example.com:465. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
