import type { MailMessage, Mailer } from './mailer';

/** For tests: keeps every message in `sent`, newest last. */
export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
