import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'vi',
  locales: ['vi', 'zh', 'en'],
  fallbackLocales: { default: 'vi' },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'machines'],
      exclude: ['**/routeTree.gen.ts'],
    },
  ],
  format: 'po',
});
