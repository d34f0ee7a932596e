import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './env';

/**
 * Builds the client into its own folder (not dist/), so a benchmark never swaps the files under
 * an `npm start` or an e2e run that someone else has going. Same config, same mode: production.
 */
export async function buildClient(outDir: string): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  const code = await new Promise<number | null>((done, fail) => {
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', done);
    child.on('error', fail);
  });
  if (code !== 0 || !existsSync(join(outDir, 'index.html'))) throw new Error(`vite build failed (exit ${code})`);
}
