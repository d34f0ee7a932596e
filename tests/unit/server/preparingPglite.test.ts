import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparingPGlite } from '../../../server/db/preparingPglite';

describe('PreparingPGlite', () => {
  const db = new PreparingPGlite();
  const find = 'select id, name, born, tags from people where name = $1 or id = $2 order by id';

  beforeAll(async () => {
    await db.exec(`create table people (id int primary key, name text not null, born timestamptz, tags text[] not null default '{}');
      insert into people values (1, 'O''Brien \\ the first', '2001-02-03T04:05:06Z', '{a,b}'), (2, 'Lê Văn Tám', null, '{}');`);
  });
  afterAll(() => db.close());

  const prepared = async () => (await db.query<{ name: string }>('select name from pg_prepared_statements')).rows.map((row) => row.name);

  it('answers a statement it keeps prepared exactly as the plain query does, through a prepared statement', async () => {
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => `raw:${value}` } };
    const plain = await db.query(find, ["O'Brien \\ the first", 2], options);
    db.keepPrepared(find);
    const kept = await db.query(find, ["O'Brien \\ the first", 2], options);
    expect(kept.rows).toEqual(plain.rows);
    expect(kept.rows).toHaveLength(2);
    expect(kept.fields.map((field) => field.name)).toEqual(['id', 'name', 'born', 'tags']);
    expect(await prepared()).toContain('hot_1');
  });

  it('answers a kept statement none of whose columns the call has parsers for as the plain query does', async () => {
    const names = 'select id, name, tags from people where id = $1';
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => `raw:${value}` } };
    const plain = await db.query(names, [1], options);
    db.keepPrepared(names);
    const kept = await db.query(names, [1], options);
    expect(kept.rows).toEqual(plain.rows);
    expect(kept.rows).toEqual([[1, "O'Brien \\ the first", ['a', 'b']]]);
  });

  it('passes quotes, backslashes and nulls as values, never as SQL', async () => {
    db.keepPrepared(find);
    const tricky = await db.query(find, ["x'); drop table people; --", null]);
    expect(tricky.rows).toEqual([]);
    const count = await db.query<{ n: number }>('select count(*)::int as n from people');
    expect(count.rows[0]?.n).toBe(2);
    const byName = await db.query<{ id: number }>(find, ['Lê Văn Tám', 0]);
    expect(byName.rows.map((row) => row.id)).toEqual([2]);
  });

  it('keeps running a statement PREPARE refuses through the plain query', async () => {
    db.keepPrepared('show server_version');
    const result = await db.query<{ server_version: string }>('show server_version');
    expect(result.rows[0]?.server_version).toMatch(/^\d+/);
  });
});
