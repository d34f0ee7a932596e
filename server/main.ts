import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from './app';
import { createPasswordHasher } from './auth/password';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/connect';
import { FolderLockedError } from './db/folderLock';
import type { Mailer } from './mail/mailer';
import { outboxMailer } from './mail/outboxMailer';
import { smtpMailer } from './mail/smtpMailer';
import { ensureAdmin } from './modules/users/ensureAdmin';

/** Starts the server: config, database and migrations, first admin, app, listen, clean shutdown. */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  await database.migrate();

  const hasStatic = existsSync(join(config.staticDir, 'index.html'));
  const hasher = createPasswordHasher(config.passwordHash);
  const mailer: Mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : // Logs through the app's logger; mail is only sent once the app exists.
      outboxMailer(config.dataDir, { info: (object, message) => app.log.info(object, message) });
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    sql: database.sql,
    config,
    hasher,
    mailer,
    staticDir: hasStatic ? config.staticDir : undefined,
  });

  app.log.info({ database: database.kind, dataDir: config.dataDir, mail: config.smtpUrl ? 'smtp' : 'outbox' }, 'starting');
  if (!hasStatic) app.log.warn({ staticDir: config.staticDir }, 'no built client to serve (no index.html): API only');

  if (config.admin) {
    const { created } = await ensureAdmin({ db: database.db, admin: config.admin, hasher });
    app.log.info({ userName: config.admin.userName }, created ? 'admin account created' : 'admin account exists');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting, let running requests finish, then release the database.
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  return app;
}

/**
 * Starts the server or exits with 1. A refusal the operator can act on (a wrong setting, a data
 * folder another server holds) is printed as its sentence alone, without a stack trace to dig through.
 */
export async function runServer(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    await startServer(env);
  } catch (error) {
    console.error(error instanceof ConfigError || error instanceof FolderLockedError ? `Cannot start: ${error.message}` : error);
    process.exit(1);
  }
}

// `node dist-server/main.js` (the compiled server) or `tsx server/main.ts` runs it; scripts/start.mjs
// imports runServer after building what is stale.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await runServer();
