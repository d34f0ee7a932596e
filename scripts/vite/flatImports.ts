import type { Plugin } from 'vite';
import type { OutputBundle, OutputChunk } from 'rolldown';

/**
 * A lazy chunk names every chunk it needs, not only the ones it imports itself. A browser learns
 * a module's imports only once that module has arrived, so a route whose chunks import each other
 * five deep waits five round trips for its code: the order list, opened from a link, did. Rollup
 * adds these imports itself (`hoistTransitiveImports`); Rolldown does not yet, so this does it
 * once the chunks are written, and the browser then asks for all of them at once.
 *
 * The added imports bring no code and change no order: they come after the chunk's own, so each
 * names a module its own imports have already run by then. Chunks the app's start imports are
 * left out of every list (they have run before any lazy chunk loads) and are not changed (the
 * first paint's preload links already ask for them together). They go on a line of their own at
 * the end of the chunk, so its source map still holds.
 */
export function flatImportsPlugin({ app }: { app: string }): Plugin {
  return {
    name: 'muaho:flat-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle as OutputBundle)
          .filter((file): file is OutputChunk => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const closure = (fileName: string, into = new Set<string>()) => {
        for (const imported of chunks.get(fileName)?.imports ?? []) {
          if (into.has(imported)) continue;
          into.add(imported);
          closure(imported, into);
        }
        return into;
      };
      const appChunk = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.replaceAll('\\', '/').endsWith(app));
      if (!appChunk) throw new Error(`flat imports: no chunk for ${app}`);
      const started = closure(appChunk.fileName, new Set([appChunk.fileName]));

      for (const chunk of chunks.values()) {
        if (started.has(chunk.fileName)) continue;
        const direct = new Set(chunk.imports);
        const hoisted = [...closure(chunk.fileName)].filter((name) => name !== chunk.fileName && !direct.has(name) && !started.has(name));
        if (hoisted.length === 0) continue;
        chunk.code += '\n' + hoisted.map((name) => `import"${relative(chunk.fileName, name)}";`).join('') + '\n';
        chunk.imports.push(...hoisted);
      }
    },
  };
}

/** The specifier from one chunk's file to another's, both relative to the output folder. */
function relative(from: string, to: string): string {
  const fromParts = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  let shared = 0;
  while (shared < fromParts.length && fromParts[shared] === toParts[shared]) shared += 1;
  const ups = fromParts.length - shared;
  return (ups === 0 ? './' : '../'.repeat(ups)) + toParts.slice(shared).join('/');
}
