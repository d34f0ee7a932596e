import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { $ZodType, toJSONSchema } from 'zod/v4/core';

/**
 * How answers are written: from each response schema's JSON Schema form, compiled once per route by
 * fast-json-stringify (Fastify's own way), instead of a zod parse of the whole answer followed by
 * `JSON.stringify`. On a page of orders the parse and the stringify were a sixth of the server's
 * time. The compiled writer emits exactly the schema's properties, in the schema's order, and
 * drops the rest, as zod's parse does; it does not check values.
 *
 * The check stays where bugs are found: with `checked` (the test suite's app), each answer is also
 * written the zod way, and a difference fails the request as a broken contract would. So every
 * answer the tests see is proven to be the contract's, byte for byte.
 */
export function responseSerializer({ checked }: { checked: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const byZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    // Built on the route's first answer: compiling every route's writer at start took about
    // 0.4 s of a restart, for routes a process may never answer.
    let writer: ((data: unknown) => string) | undefined;
    const write = (data: unknown) => (writer ??= writerFor(route.schema, byZod, checked))(data);
    return write;
  };
}

function writerFor(schema: unknown, byZod: (data: unknown) => string, checked: boolean): (data: unknown) => string {
  const bySchema = compiled(schema);
  if (!bySchema) return byZod;
  if (!checked) return bySchema;
  return (data) => {
    const expected = byZod(data);
    const written = bySchema(data);
    if (written !== expected) throw new Error(`the answer written from the JSON schema differs from zod's\n${written}\n${expected}`);
    return written;
  };
}

/**
 * The schema's writer, or none for a schema JSON Schema cannot express as fast-json-stringify
 * writes it (the route keeps zod's way then).
 */
function compiled(schema: unknown): ((data: unknown) => string) | undefined {
  if (!(schema instanceof $ZodType)) return undefined;
  try {
    return fastJson(
      toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw', reused: 'inline' }) as object,
    );
  } catch {
    return undefined;
  }
}
