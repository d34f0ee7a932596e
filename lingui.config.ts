import { defineConfig } from '@lingui/cli';

export default defineConfig({
  sourceLocale: 'vi',
  locales: ['vi', 'zh', 'en'],
  fallbackLocales: { default: 'vi' },
  // The first catalog is what every first load downloads; a feature that only lazy routes show
  // gets its own, loaded by those routes (src/i18n/featureCatalogs.ts). A message used in both
  // places is in both catalogs.
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'machines'],
      exclude: [
        '**/routeTree.gen.ts',
        '**/src/features/wallet/**',
        '**/src/features/chinaWebProduct/**',
        '**/src/features/address/**',
        '**/src/features/cart/**',
        '**/src/features/orders/**',
        '**/src/features/shipping/**',
        '**/src/features/packages/**',
        '**/src/features/consignment/**',
        '**/src/components/consignment/**',
        '**/src/features/delivery/**',
        // The cancel question and the status filter: in the catalog of each area that shows them.
        '**/src/components/cancel/**',
        '**/src/components/filters/**',
        '**/src/components/PackageCard.tsx',
        '**/src/features/staff/**',
        '**/src/components/money/**',
        '**/src/features/profile/**',
        '**/src/features/orderPob/**',
        '**/src/components/pob/**',
        '**/src/components/photos/**',
        '**/src/features/taobaoGlobal/**',
        '**/src/components/taobaoGlobal/**',
        '**/src/features/complaints/**',
        '**/src/components/complaints/**',
        '**/src/features/chat/**',
        '**/src/components/chat/**',
        // "Nhắn tin" and "Khiếu nại" on the pages of what they are about: in each of their catalogs.
        '**/src/components/chatLink/**',
        '**/src/features/notifications/**',
        '**/src/features/articles/**',
        '**/src/components/articles/**',
        '**/src/features/splash/**',
        '**/src/features/agency/**',
        '**/src/components/agency/**',
        '**/src/components/payFlow/**',
        '**/src/features/auth/RegisterPage.tsx',
        '**/src/features/auth/ForgotPasswordPage.tsx',
        '**/src/components/form/FullNameField.tsx',
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/wallet',
      include: ['<rootDir>/src/features/wallet', '<rootDir>/src/components/money'],
    },
    {
      path: '<rootDir>/locales/{locale}/chinaWebProduct',
      include: ['<rootDir>/src/features/chinaWebProduct'],
    },
    {
      path: '<rootDir>/locales/{locale}/address',
      include: ['<rootDir>/src/features/address'],
    },
    {
      path: '<rootDir>/locales/{locale}/cart',
      include: ['<rootDir>/src/features/cart'],
    },
    {
      path: '<rootDir>/locales/{locale}/orders',
      // The review and shortfall every paying flow shares come with each of those flows' catalogs.
      include: [
        '<rootDir>/src/components/chatLink',
        '<rootDir>/src/features/orders',
        '<rootDir>/src/components/filters',
        '<rootDir>/src/components/payFlow',
        // An agency's orders for its customers are checked out and read with the orders' pages.
        '<rootDir>/src/components/agency',
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/shipping',
      include: ['<rootDir>/src/features/shipping'],
    },
    {
      path: '<rootDir>/locales/{locale}/packages',
      // The card is shared with the consignment and delivery pages, which load this catalog too.
      include: ['<rootDir>/src/features/packages', '<rootDir>/src/components/PackageCard.tsx', '<rootDir>/src/components/filters'],
    },
    {
      path: '<rootDir>/locales/{locale}/consignment',
      include: [
        '<rootDir>/src/components/chatLink',
        '<rootDir>/src/features/consignment',
        '<rootDir>/src/components/consignment',
        '<rootDir>/src/components/filters',
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/delivery',
      include: [
        '<rootDir>/src/components/chatLink',
        '<rootDir>/src/features/delivery',
        '<rootDir>/src/components/cancel',
        '<rootDir>/src/components/filters',
        '<rootDir>/src/components/payFlow',
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/orderPob',
      include: [
        '<rootDir>/src/components/chatLink',
        '<rootDir>/src/features/orderPob',
        '<rootDir>/src/components/pob',
        '<rootDir>/src/components/photos',
        '<rootDir>/src/components/cancel',
        '<rootDir>/src/components/filters',
        '<rootDir>/src/components/payFlow',
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/taobaoGlobal',
      // A Taobao Global order names the consignment that carries its goods on, in that area's words.
      include: [
        '<rootDir>/src/features/taobaoGlobal',
        '<rootDir>/src/components/taobaoGlobal',
        '<rootDir>/src/components/consignment',
        '<rootDir>/src/components/filters',
        '<rootDir>/src/components/payFlow',
      ],
    },
    {
      path: '<rootDir>/locales/{locale}/complaints',
      include: [
        '<rootDir>/src/components/chatLink',
        '<rootDir>/src/features/complaints',
        '<rootDir>/src/components/complaints',
        '<rootDir>/src/components/filters',
        '<rootDir>/src/components/photos',
      ],
    },
    {
      // Chat and notifications: the threads, a thread, the notification list.
      path: '<rootDir>/locales/{locale}/care',
      include: [
        '<rootDir>/src/features/chat',
        '<rootDir>/src/components/chat',
        '<rootDir>/src/features/notifications',
        '<rootDir>/src/components/photos',
      ],
    },
    {
      // The installed app's first-launch screens: seen once per device, never by a browser visit.
      path: '<rootDir>/locales/{locale}/splash',
      include: ['<rootDir>/src/features/splash'],
    },
    {
      // Articles and static pages: read by some, never needed by a first load.
      path: '<rootDir>/locales/{locale}/articles',
      include: ['<rootDir>/src/features/articles', '<rootDir>/src/components/articles'],
    },
    {
      // An agency's pages, and the invitations a customer answers on their profile: only agencies
      // and invited customers ever need these words.
      path: '<rootDir>/locales/{locale}/agency',
      include: [
        '<rootDir>/src/features/agency',
        '<rootDir>/src/components/agency',
        // The agency cancels a request it made with the customer's own cancel question.
        '<rootDir>/src/components/cancel',
        '<rootDir>/src/components/money',
        '<rootDir>/src/components/pob',
        '<rootDir>/src/components/consignment',
        '<rootDir>/src/components/payFlow',
        '<rootDir>/src/components/filters',
        '<rootDir>/src/components/form/FullNameField.tsx',
      ],
    },
    {
      // The account's own pages: a first visit signs in or goes home, and comes here later.
      path: '<rootDir>/locales/{locale}/account',
      include: [
        '<rootDir>/src/features/profile',
        '<rootDir>/src/features/auth/RegisterPage.tsx',
        '<rootDir>/src/features/auth/ForgotPasswordPage.tsx',
        '<rootDir>/src/components/form/FullNameField.tsx',
      ],
    },
    {
      // The staff console: never downloaded by customers.
      path: '<rootDir>/locales/{locale}/staff',
      include: [
        '<rootDir>/src/features/staff',
        '<rootDir>/src/components/money',
        '<rootDir>/src/components/pob',
        '<rootDir>/src/components/photos',
        '<rootDir>/src/components/taobaoGlobal',
        '<rootDir>/src/components/complaints',
        '<rootDir>/src/components/chat',
        '<rootDir>/src/components/PackageCard.tsx',
        '<rootDir>/src/components/articles',
      ],
    },
  ],
  format: 'po',
});
