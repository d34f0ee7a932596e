import { describe, expect, it } from 'vitest';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { flatImportsPlugin } from '../../scripts/vite/flatImports';

/** A chunk as Rolldown hands it to generateBundle: its file, its code and the chunks it imports. */
function chunk(fileName: string, imports: string[], facadeModuleId: string | null = null): OutputChunk {
  const code = imports.map((name) => `import"./${name.split('/').pop()}";`).join('') + `console.log("${fileName}");`;
  return { type: 'chunk', fileName, imports, facadeModuleId, code } as unknown as OutputChunk;
}

function generate(chunks: OutputChunk[]): Record<string, OutputChunk> {
  const bundle = Object.fromEntries(chunks.map((c) => [c.fileName, c])) as OutputBundle;
  const plugin = flatImportsPlugin({ app: 'src/main.tsx' });
  (plugin.generateBundle as unknown as (options: unknown, bundle: OutputBundle) => void)({}, bundle);
  return bundle as Record<string, OutputChunk>;
}

const app = () => [
  chunk('assets/main.js', ['assets/framework.js', 'assets/start.js'], '/app/src/main.tsx'),
  chunk('assets/framework.js', []),
  chunk('assets/start.js', ['assets/framework.js']),
];

describe('flat imports', () => {
  it('makes a lazy chunk import every chunk it needs, after its own imports, leaving out the app start', () => {
    const bundle = generate([
      ...app(),
      chunk('assets/orders.js', ['assets/start.js', 'assets/OrderList.js']),
      chunk('assets/OrderList.js', ['assets/framework.js', 'assets/OrderRow.js']),
      chunk('assets/OrderRow.js', ['assets/StatusBadge.js']),
      chunk('assets/StatusBadge.js', ['assets/start.js']),
    ]);
    const orders = bundle['assets/orders.js']!;
    expect(orders.code).toBe(
      'import"./start.js";import"./OrderList.js";console.log("assets/orders.js");\nimport"./OrderRow.js";import"./StatusBadge.js";\n',
    );
    expect(orders.imports).toEqual(['assets/start.js', 'assets/OrderList.js', 'assets/OrderRow.js', 'assets/StatusBadge.js']);
    expect(bundle['assets/OrderList.js']!.code).toContain('\nimport"./StatusBadge.js";\n');
  });

  it('leaves alone the chunks the app starts with and those that already import all they need', () => {
    const before = [...app(), chunk('assets/leaf.js', ['assets/framework.js'])].map((c) => [c.fileName, c.code]);
    const bundle = generate([...app(), chunk('assets/leaf.js', ['assets/framework.js'])]);
    expect(Object.values(bundle).map((c) => [c.fileName, c.code])).toEqual(before);
  });

  it('follows chunks that import each other without going round forever', () => {
    const bundle = generate([
      ...app(),
      chunk('assets/a.js', ['assets/b.js']),
      chunk('assets/b.js', ['assets/c.js']),
      chunk('assets/c.js', ['assets/b.js']),
    ]);
    expect(bundle['assets/a.js']!.code.endsWith('\nimport"./c.js";\n')).toBe(true);
    expect(bundle['assets/b.js']!.code).toBe('import"./c.js";console.log("assets/b.js");');
  });

  it('names a chunk in another folder by its path from the importing one', () => {
    const bundle = generate([
      ...app(),
      chunk('assets/a.js', ['assets/b.js']),
      chunk('assets/b.js', ['vendor/c.js']),
      chunk('vendor/c.js', []),
    ]);
    expect(bundle['assets/a.js']!.code).toContain('import"../vendor/c.js";');
  });

  it('fails the build when the app chunk is missing, rather than flattening nothing', () => {
    expect(() => generate([chunk('assets/a.js', [])])).toThrow(/src\/main\.tsx/);
  });
});
