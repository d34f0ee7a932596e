export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /**
   * The one-time code the message carries, if any. Real mail ignores it; the outbox and memory
   * mailers keep it as a field so end-to-end tests need not parse Vietnamese text.
   */
  code?: string;
}

export interface Mailer {
  send: (message: MailMessage) => Promise<void>;
}
