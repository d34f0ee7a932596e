import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Mailer } from './mailer';

interface Log {
  info: (object: object, message: string) => void;
}

/**
 * Without SMTP, mail is logged and written to DATA_DIR/outbox as one JSON file per message, so a
 * fresh install can still reset passwords and the e2e test can read the newest code. The write is
 * synchronous on purpose: the file exists before the HTTP answer leaves.
 */
export function outboxMailer(dataDir: string, log: Log): Mailer {
  const folder = join(dataDir, 'outbox');
  return {
    async send(message) {
      mkdirSync(folder, { recursive: true });
      // ISO time first so names sort by time; ':' is not allowed in file names everywhere.
      const name = `${new Date().toISOString().replaceAll(':', '-')}-${randomBytes(4).toString('hex')}.json`;
      const file = join(folder, name);
      writeFileSync(file, `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}
