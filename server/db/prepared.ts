import type { Executor } from './connect';
import { PreparingPGlite } from './preparingPglite';

/**
 * A statement built once per database (or per transaction it is asked for in), from a query
 * written with `sql.placeholder(…)` where its values go: `statement(db).execute({ userId })`.
 * For the hot reads: Drizzle building a query anew took a fifth of a small request's CPU in a
 * profile, PostgreSQL parses and plans a named statement once per connection, and on PGlite the
 * statement is prepared once in SQL (preparingPglite.ts).
 * `prepare` must name the statement (`.prepare('wallet_of_user')`), one name per statement: a
 * connection refuses a name already used for other text.
 */
export function preparedPerDb<Statement extends { getQuery(): { sql: string } }>(
  prepare: (db: Executor) => Statement,
): (db: Executor) => Statement {
  const byDb = new WeakMap<Executor, Statement>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      byDb.set(db, (statement = prepare(db)));
      const client: unknown = (db as { $client?: unknown }).$client;
      if (client instanceof PreparingPGlite) client.keepPrepared(statement.getQuery().sql);
    }
    return statement;
  };
}
