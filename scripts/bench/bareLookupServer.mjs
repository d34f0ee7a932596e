/**
 * The floor the API is measured against: a Fastify route that looks one user row up by id and
 * answers it as JSON, nothing else (no token, no hooks, no schema). Run in its own process by the
 * bench (scripts/bench/bareLookup.ts), on the same engine as the server under test: the same
 * PostgreSQL database (DATABASE_URL), or an in-memory PGlite holding one row of the same table.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT);
const databaseUrl = process.env.DATABASE_URL;

async function openQuery() {
  if (databaseUrl) {
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({ connectionString: databaseUrl });
    return (text, values) => pool.query(text, values).then((result) => result.rows);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite();
  // The users table's shape, enough for a row of the same width as the server's.
  await db.exec(`
    create table users (id int primary key, user_name text not null, full_name text not null, email text not null,
      phone text, password_hash text not null, role text not null, duties text[] not null, customer_code text not null,
      locale text not null, token_version int not null, disabled_at timestamptz, deleted_at timestamptz,
      created_at timestamptz not null default now(), updated_at timestamptz not null default now());
    insert into users values (1, 'bench', 'Người Thử', 'bench@example.com', '+84912345678', 'x', 'customer', '{}', 'KHBENCH',
      'vi', 0, null, null, now(), now());`);
  return (text, values) => db.query(text, values).then((result) => result.rows);
}

const query = await openQuery();
const app = Fastify({ logger: false });
app.get('/user/:id', async (request, reply) => {
  const [row] = await query('select * from users where id = $1', [Number(request.params.id)]);
  return row ?? reply.code(404).send({});
});
await app.listen({ port, host: '127.0.0.1' });
