import { screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeShells } from '../../src/shell/routes';
import { renderApp } from './renderApp';

const root = resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The shell's markup as a detached element, as the browser would parse it. */
function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

const texts = (element: ParentNode, selector: string) =>
  [...element.querySelectorAll(selector)].map((node) => node.textContent?.replace(/\s+/g, ' ').trim());

const classesOf = (element: ParentNode) => new Set([...element.querySelectorAll('[class]')].flatMap((node) => [...node.classList]));

// The static shells are hand-written copies of what React draws (src/shell/routes.ts): these
// tests catch a copy that drifted from the page, which would show one page, then swap to another.
describe('the static first paint', () => {
  it('keeps the markers and the data-shell mark the build and the benchmark rely on in index.html', () => {
    const index = read('index.html');
    expect(index).toMatch(/<div id="root"><!--shell-->[\s\S]*data-shell[\s\S]*<!--\/shell--><\/div>/);
    expect(index).toContain('src="/src/boot.ts"');
  });

  it.each(routeShells)('draws $path as the app does: same texts, links and classes', async (route) => {
    const shell = parse(read(join('src/shell', route.file)));
    expect(shell.querySelector('[data-shell]')).not.toBeNull();

    const app = await renderApp(route.path);
    await app.waitForPath(route.path);
    const page = app.container;

    expect(document.title).toBe(route.title);
    expect(texts(shell, 'h1')).toHaveLength(1);
    expect(texts(shell, 'h1')).toEqual(texts(page, 'h1'));
    expect(texts(shell, 'p')).toEqual(texts(page, 'p'));
    expect(texts(shell, '.field__label')).toEqual(texts(page, 'label'));
    expect(texts(shell, '.btn')).toEqual(texts(page, 'button[type="submit"]'));
    const links = (element: ParentNode) => [...element.querySelectorAll('a')].map((a) => `${a.getAttribute('href')} ${a.textContent}`);
    expect(links(shell)).toEqual(links(page.querySelector('main')!));

    const drawn = classesOf(page);
    const copied = [...classesOf(shell)].filter((name) => !name.startsWith('shell-'));
    expect(copied.filter((name) => !drawn.has(name))).toEqual([]);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});
