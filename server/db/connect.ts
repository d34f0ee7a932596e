import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installJobQueue, type SqlClient } from '../jobs/jobQueue';
import { acquireFolderLock } from './folderLock';
import { PreparingPGlite } from './preparingPglite';
import * as schema from './schema';

export type Schema = typeof schema;

/**
 * What queries are written against: the driver-neutral Drizzle database. Both drivers (and their
 * transactions) fit it, so every query runs unchanged on PGlite and on PostgreSQL.
 */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/**
 * What a query or a service step runs on: the database, or the caller's transaction when its
 * writes must stand or fall together. Every one takes it first, then one object of named inputs:
 * `findOrder(executor, { id, userId })`. A step that locks rows or must not commit alone asks
 * for a `Tx` instead.
 */
export type Executor = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  kind: DatabaseKind;
  db: Db;
  sql: SqlClient;
  /** Applies server/db/migrations and installs or upgrades the job queue's tables; idempotent, run at every start. */
  migrate: () => Promise<void>;
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (and with '' after a lost
   * connection came back, when some may have been missed); answers the way to stop. On PostgreSQL
   * it holds one connection of its own, outside the pool, so call it once per process.
   */
  listen: Listen;
  close: () => Promise<void>;
}

export type Listen = (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;

export type OpenDatabaseOptions =
  | { databaseUrl: string }
  | { dataDir: string }
  /** A throwaway PGlite in memory, for tests. */
  | { memory: true };

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on('error', () => {});
    const db = drizzleNodePg({ client: pool, schema });
    // The queue borrows the app's pool: no second set of connections per process.
    const sql: SqlClient = { executeSql: (text, values) => pool.query(text, values) };
    return {
      kind: 'postgres',
      db,
      sql,
      migrate: async () => {
        await migrateNodePg(db, { migrationsFolder });
        await installJobQueue(sql);
      },
      listen: (channel, onNotify) => listenPostgres(options.databaseUrl, channel, onNotify),
      close: () => pool.end(),
    };
  }
  let client: PreparingPGlite;
  let releaseLock = () => {};
  if ('dataDir' in options) {
    // One process per folder: PGlite is an in-process database, and a second process on the same
    // files would silently lose the first one's writes. The lock refuses it before it opens them.
    mkdirSync(options.dataDir, { recursive: true });
    releaseLock = acquireFolderLock(join(options.dataDir, 'pglite.lock')).release;
    const folder = join(options.dataDir, 'pglite');
    mkdirSync(folder, { recursive: true });
    client = new PreparingPGlite(folder, pgliteOptions);
  } else {
    client = new PreparingPGlite(pgliteOptions);
  }
  const db = drizzlePglite({ client, schema });
  const sql = pgliteSql(client);
  return {
    kind: 'pglite',
    db,
    sql,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await installJobQueue(sql);
    },
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/**
 * PGlite's PostgreSQL as every process opens it. Its shared buffers are PostgreSQL's default
 * 128 MB, which it touches at start, so they were resident from the first moment: a third of the
 * server's memory for a database that a single process serves and the system's file cache also
 * holds. 32 MB keeps a small business's hot pages and saves about 100 MB. Given as a start
 * parameter, not through PGlite's `postgresqlconf`, which rewrites the folder's configuration file.
 */
const pgliteOptions = { startParams: [...PreparingPGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] };

/** How long a lost LISTEN connection waits before it tries again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries and lose it). When
 * the connection drops (a server restart, a network cut) it is made again until `stop`, and
 * `onNotify('')` then tells the listener that announcements may have been lost meanwhile.
 */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onNotify: (payload: string) => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString });
    const lost = () => {
      if (current !== client) return;
      current = undefined;
      client.end().catch(() => {});
      schedule();
    };
    client.on('notification', (message) => {
      if (message.channel === channel) onNotify(message.payload ?? '');
    });
    client.on('error', lost);
    client.on('end', lost);
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (current === client) current = undefined;
      client.end().catch(() => {});
      throw error;
    }
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (stopped) return;
      connect().then(
        () => onNotify(''),
        () => schedule(),
      );
    }, RELISTEN_DELAY_MS);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => {});
  };
}

/**
 * PGlite's `query` takes one statement with values, `exec` several without. Both wait for a
 * transaction Drizzle has open on the one connection, so the queue's statements never run
 * inside it (a job must therefore not wait on the queue from inside its own transaction).
 */
function pgliteSql(client: PGlite): SqlClient {
  return {
    executeSql: async (text, values) => {
      if (values && values.length > 0)
        return client.query(
          text,
          values.map((value) => value ?? null),
        );
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}
