import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';

// The Lingui macro runs wherever app code does (src/api raises translated messages).
const appPlugins = () => [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), react(), lingui()];

// Three projects mirror the layers: pure logic (node), the React app (jsdom), and the API through
// app.inject on a real database (node; PGlite, and PostgreSQL too when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: appPlugins(),
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        plugins: appPlugins(),
        test: {
          name: 'component',
          environment: 'jsdom',
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/component/setup.ts'],
          // A test walks several screens, each awaited with up to setup.ts's 5 s: on a busy 2-core
          // CI machine the walk as a whole may outlast vitest's default 5 s without anything being
          // wrong. Only the wait is longer; every expectation stays.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
