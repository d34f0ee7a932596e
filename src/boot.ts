/**
 * The script index.html loads. The first paint is the page's static shell (index.html, or
 * dist/<route>/index.html for an entry route with its own), styled by the stylesheets imported
 * here, which the HTML links before its first paint. Nothing else runs until the browser has
 * drawn that shell: the app (main.tsx: React, the router, the machines) is imported after the
 * next frame, so its scripts cannot run before the shell is on screen. Its files, and the
 * page's route's (for a signed-in person, also those of a page opened from a link), start
 * downloading then too, all at once (src/shell/preloads.ts): before the paint they would only
 * compete with the shell's stylesheet.
 */
import './styles/global.css';
import { nextTask } from './lib/idle';
import { readFirstEarly } from './shell/firstReads';
import { startPreloads } from './shell/preloads';
import { localTokenStorage } from './session/tokenStorage';
import './shell/styles';

async function startApp() {
  // Two tasks rather than one: the libraries' own start-up code (the framework chunk), then
  // the app's. Each blocks the page for half as long (a tap waits for the task it lands in).
  await import('react-dom/client');
  await nextTask();
  await import('./main');
}

function hasStoredToken(): boolean {
  try {
    return localTokenStorage().read() !== null;
  } catch {
    return false; // No storage (a private mode that refuses it): nobody is signed in on this device.
  }
}

let started = false;
function start() {
  if (started) return;
  started = true;
  // The signed-in person and a list's first page, asked for in parallel with the scripts
  // (src/shell/firstReads.ts). Asked here, before the app is imported, so the session never asks
  // first; imported statically, so they go out without waiting for any of the app's files (a few
  // hundred bytes, with no library); and before the preloads, so that they are not queued behind
  // a score of scripts. Should a read fail in any way, the app asks for it itself.
  try {
    readFirstEarly();
  } catch {
    // No storage (a private mode that refuses it) or no fetch: the app reads everything itself.
  }
  startPreloads(document, { signedIn: hasStoredToken() });
  void startApp();
}

// requestAnimationFrame runs just before the next paint, so a task queued from it runs after
// that paint. A page opened in a background tab gets no frames: the timer starts it anyway.
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 500);
