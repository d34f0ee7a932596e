import type { Executor } from './connect';

/**
 * A statement built once per database (or per transaction it is asked for in), from a query
 * written with `sql.placeholder(…)` where its values go: `statement(db).execute({ userId })`.
 * For the hot reads: Drizzle building a query anew took a fifth of a small request's CPU in a
 * profile, and PostgreSQL parses and plans a named statement once per connection.
 * `prepare` must name the statement (`.prepare('wallet_of_user')`), one name per statement: a
 * connection refuses a name already used for other text.
 */
export function preparedPerDb<Statement>(prepare: (db: Executor) => Statement): (db: Executor) => Statement {
  const byDb = new WeakMap<Executor, Statement>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) byDb.set(db, (statement = prepare(db)));
    return statement;
  };
}
