import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Source index of each mapped segment, per generated line (the VLQ "mappings" of a source map v3). */
function* segments(mappings: string): Generator<{ line: number; column: number; source: number | null }> {
  let source = 0;
  const lines = mappings.split(';');
  for (let line = 0; line < lines.length; line++) {
    let column = 0;
    for (const segment of lines[line]!.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >> 1) : value >> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      yield { line, column, source: fields.length > 1 ? source : null };
    }
  }
}

/** `node_modules/@scope/name/...` → `@scope/name`; the app's own files → their top folder. */
function owner(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const local = source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(src|contract|machines|locales)\//, '$1/');
  return local.split('/')[0] ?? source;
}

/**
 * Which packages the initial scripts are made of (minified bytes, from the build's source maps),
 * to show what a cut would save. Bytes no source claims count as "(bundler)".
 */
export function composition(outDir: string, scriptPaths: string[]): { owner: string; bytes: number }[] {
  const totals = new Map<string, number>();
  for (const path of scriptPaths) {
    const file = join(outDir, path);
    if (!existsSync(`${file}.map`)) continue;
    const code = readFileSync(file, 'utf8').split('\n');
    const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[]; mappings: string };
    let previous: { line: number; column: number; source: number | null } | null = null;
    const count = (end: number) => {
      if (!previous) return;
      const name = previous.source === null ? '(bundler)' : owner(map.sources[previous.source] ?? '');
      totals.set(name, (totals.get(name) ?? 0) + Math.max(0, end - previous.column));
    };
    for (const segment of segments(map.mappings)) {
      if (previous && previous.line !== segment.line) {
        count(code[previous.line]?.length ?? 0);
        previous = null;
      }
      count(segment.column);
      previous = segment;
    }
    if (previous) count(code[previous.line]?.length ?? 0);
  }
  return [...totals.entries()].map(([name, bytes]) => ({ owner: name, bytes })).sort((a, b) => b.bytes - a.bytes);
}
