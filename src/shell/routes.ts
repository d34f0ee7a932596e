/**
 * The entry pages' first paint. index.html's generic shell serves every path; an entry route
 * listed in `routeShells` gets dist/<path>/index.html at build time: index.html with this
 * folder's markup in #root and the page's title (the server's static files answer the path with
 * it). The markup mirrors what React renders there, so the swap does not move anything.
 *
 * Each page also names the route files whose lazy chunks it preloads, so the route's code
 * downloads alongside the app's instead of after it: `/` for index.html (the installed app's
 * start page, and where signing in lands).
 */
export const indexRoutes = ['src/routes/_authed.tsx', 'src/routes/_authed/index.tsx'];

export const routeShells = [{ path: '/auth/login', title: 'Đăng nhập – MuaHộ', file: 'login.html', routes: ['src/routes/auth/login.tsx'] }];

/**
 * Pages a signed-in person opens first from a link (a notification, a chat message, a bookmark):
 * the build puts each one's code in a few chunks (scripts/vite/firstLoadChunks.ts), index.html
 * names them with its stylesheets and words (scripts/vite/firstPaint.ts), and
 * boot.ts starts downloading them with the app's when the address is that page's. Otherwise a
 * page's code is asked for once the app has run, and then a file at a time as each import
 * arrives. Each name costs index.html some twenty lines, so only these pages are named.
 */
export const linkedRoutes = [
  'src/routes/_authed/orderOrdering/index.tsx',
  'src/routes/_authed/orderOrdering/$id.tsx',
  'src/routes/_authed/chinaWebProduct/index.tsx',
  'src/routes/_authed/chinaWebProduct/$key.tsx',
  'src/routes/_authed/transaction.tsx',
  'src/routes/_authed/package.tsx',
  'src/routes/_authed/notification.tsx',
  'src/routes/_authed/shoppingCart.tsx',
];
