import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { axiosWithoutFetchPlugin } from './scripts/vite/axiosWithoutFetch';
import { createBuildMeta } from './scripts/vite/buildInfo';
import { pwaPlugins } from './scripts/vite/pwa';
import { firstLoadChunks } from './scripts/vite/firstLoadChunks';
import { firstPaintPlugin } from './scripts/vite/firstPaint';
import { flatImportsPlugin } from './scripts/vite/flatImports';
import { precompressPlugin } from './scripts/vite/precompress';
import { indexRoutes, linkedRoutes, routeShells } from './src/shell/routes';

// One id per build, baked into the bundle and written to dist/builds/ (the build-update check).
const build = createBuildMeta();

// The app's own code for a first visit in a few files: what main.tsx needs, each entry page's,
// the kits many lazy pages share, and each page people open from a link.
const firstLoad = firstLoadChunks({
  boot: 'src/boot.ts',
  app: 'src/main.tsx',
  entries: { home: indexRoutes, ...Object.fromEntries(routeShells.map((shell) => [shell.path.split('/').pop()!, shell.routes])) },
  // What a page shows when its data cannot come or there is none (nearly every page), then a paged
  // list with its search, skeleton, refresh and load-more (every list page needs all of it), then
  // the frame of one object's page (an order, a request, a complaint: header, cards, summaries,
  // timeline, confirmations). In this order: a module goes to the first kit that reaches it.
  kits: {
    pageStates: [
      'src/components/LoadFailed.tsx',
      'src/components/NeedsConnection.tsx',
      'src/components/EmptyState.tsx',
      'src/components/StatusBadge.tsx',
    ],
    lists: ['src/components/PagedList.tsx'],
    details: [
      'src/components/DetailPage.tsx',
      'src/components/DetailHeader.tsx',
      'src/components/CardSection.tsx',
      'src/components/SummaryList.tsx',
      'src/components/CopyButton.tsx',
      'src/components/Timeline.tsx',
      'src/components/ConfirmDialog.tsx',
      'src/components/DoneNote.tsx',
    ],
  },
  linked: linkedRoutes,
});

// The Lingui macro needs Babel; plugin-react 6 has no babel option, so it runs through
// @rolldown/plugin-babel, before lingui() compiles the catalogs.
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      autoCodeSplitting: true,
    }),
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    react(),
    lingui(),
    axiosWithoutFetchPlugin(),
    ...pwaPlugins(build),
    firstLoad.plugin,
    // Each lazy chunk imports every chunk it needs, so a route's code arrives in one wave.
    flatImportsPlugin({ app: 'src/main.tsx' }),
    // The static first paint: dist/auth/login/index.html with the login page's own shell, and the
    // preloads of the pages people open from a link (src/shell/).
    firstPaintPlugin({ shellDir: 'src/shell', routesDir: 'src/routes' }),
    // .br and .gz beside each built text file, served by @fastify/static's preCompressed.
    precompressPlugin(),
  ],
  define: {
    __BUILD_ID__: JSON.stringify(build.id),
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    target: 'es2022',
    // Maps are written to dist/ for reading error reports, but hold the full sources: no bundle
    // points to them and the server never sends them (server/plugins/static.ts).
    sourcemap: 'hidden',
    // No JavaScript preload lists for lazy chunks: each list named every shared chunk a route
    // imports, and the table of their names rode in the first download (about 6 KB gzip) for
    // ninety routes most visits never open. The service worker precaches every chunk of the build
    // anyway, so a lazy route's imports come from the device after the first visit. A lazy
    // chunk's CSS still loads with it (Vite keeps the helper for stylesheets).
    modulePreload: false,
    rolldownOptions: {
      // The contract builds its schemas at module level with zod/mini's `z.*`, which has no side
      // effects: marked pure, a schema no page uses is dropped. (A `z` call made for its effect,
      // such as `z.config`, would be dropped too; the app makes none.)
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every first load runs, in one file: left alone, the bundler cuts
              // them into a dozen chunks shared with the lazy routes. Only packages the app
              // starts with belong here: one listed here is downloaded on every first visit.
              name: 'framework',
              // Above the first-load groups, which would otherwise take in the libraries they import.
              priority: 3,
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query)|xstate|@xstate[\\/]react|axios|@lingui[\\/](core|react)|zod)[\\/]/,
            },
            {
              // The form library in a chunk of its own, not in the login page's (every form uses it).
              name: 'forms',
              test: /node_modules[\\/](react-hook-form|@hookform[\\/]resolvers)[\\/]/,
              priority: 3,
            },
            ...firstLoad.groups,
          ],
        },
      },
    },
  },
});
