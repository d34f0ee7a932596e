/**
 * The script index.html loads. The first paint is the page's static shell (index.html, or
 * dist/<route>/index.html for an entry route with its own), styled by the stylesheets imported
 * here, which the HTML links before its first paint. Nothing else runs until the browser has
 * drawn that shell: the app (main.tsx: React, the router, the machines) is imported after the
 * next frame, so its scripts cannot run before the shell is on screen. The build lists the
 * app's files as modulepreloads in the HTML (scripts/vite/firstPaint.ts): they download
 * meanwhile.
 */
import './styles/global.css';
import './shell/styles';

async function startApp() {
  // Two tasks rather than one: the libraries' own start-up code (the framework chunk), then
  // the app's. Each blocks the page for half as long (a tap waits for the task it lands in).
  await import('react-dom/client');
  await new Promise((resolve) => setTimeout(resolve));
  await import('./main');
}

let started = false;
function start() {
  if (started) return;
  started = true;
  void startApp();
}

// requestAnimationFrame runs just before the next paint, so a task queued from it runs after
// that paint. A page opened in a background tab gets no frames: the timer starts it anyway.
requestAnimationFrame(() => setTimeout(start));
setTimeout(start, 500);
