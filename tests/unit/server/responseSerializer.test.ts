import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { responseSerializer } from '../../../server/plugins/responseSerializer';

const summary = z.object({
  id: z.int(),
  name: z.string(),
  nameVi: z.nullable(z.string()),
  status: z.enum(['open', 'closed']),
  lines: z.array(z.object({ title: z.string(), quantity: z.int() })),
  note: z.optional(z.string()),
});

const route = (schema: unknown) => ({ schema, method: 'GET', url: '/api/Thing', httpStatus: '200' });
const writer = (checked: boolean, schema: unknown = summary) => responseSerializer({ checked })(route(schema) as never);

describe('the response serializer', () => {
  const answer = {
    lines: [{ quantity: 2, title: 'Áo "khoác"\n', extra: true }],
    status: 'open',
    nameVi: null,
    name: 'Cửa hàng \\ 店',
    id: 7,
    internal: 'not for the client',
  };

  it('writes exactly what zod writes: the schema’s properties in its order, extras dropped', () => {
    const written = writer(false)(answer);
    expect(written).toBe(JSON.stringify(summary.parse(answer)));
    expect(JSON.parse(written)).not.toHaveProperty('internal');
  });

  it('leaves out an optional property that is absent, as zod does', () => {
    expect(writer(true)({ ...answer, note: undefined })).toBe(JSON.stringify(summary.parse(answer)));
    expect(writer(true)({ ...answer, note: 'gọi trước' })).toContain('"note":"gọi trước"');
  });

  it('in the tests’ app, fails an answer outside the contract instead of writing it', () => {
    expect(() => writer(true)({ ...answer, id: 7.5 })).toThrow();
    expect(() => writer(true)({ ...answer, status: 'lost' })).toThrow();
  });

  it('writes an answer with no body (204) the zod way', () => {
    expect(writer(true, z.undefined())(undefined)).toBe(JSON.stringify(undefined));
  });
});
