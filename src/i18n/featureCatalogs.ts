import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../contract/user';
import { asLocale } from './localeTags';

/**
 * Catalogs of features a first visit does not need (lingui.config.ts lists them). A feature's
 * routes load its catalog in their `loader`, so its words arrive with its code instead of growing
 * the catalog every first load downloads: the router loads a route's loader and its lazy code at
 * the same time (in `beforeLoad` the code waited for the words). Once loaded, a feature follows language switches
 * (src/i18n/index.ts loadCatalog merges it in).
 */
export type Feature =
  | 'wallet'
  | 'chinaWebProduct'
  | 'address'
  | 'cart'
  | 'orders'
  | 'shipping'
  | 'packages'
  | 'consignment'
  | 'delivery'
  | 'staff'
  | 'account'
  | 'orderPob'
  | 'taobaoGlobal'
  | 'complaints'
  | 'care'
  | 'articles'
  | 'splash'
  | 'agency';

type CatalogModule = { messages: Messages };

const loaders: Record<Feature, Record<Locale, () => Promise<CatalogModule>>> = {
  wallet: {
    vi: () => import('../../locales/vi/wallet.po'),
    zh: () => import('../../locales/zh/wallet.po'),
    en: () => import('../../locales/en/wallet.po'),
  },
  chinaWebProduct: {
    vi: () => import('../../locales/vi/chinaWebProduct.po'),
    zh: () => import('../../locales/zh/chinaWebProduct.po'),
    en: () => import('../../locales/en/chinaWebProduct.po'),
  },
  address: {
    vi: () => import('../../locales/vi/address.po'),
    zh: () => import('../../locales/zh/address.po'),
    en: () => import('../../locales/en/address.po'),
  },
  cart: {
    vi: () => import('../../locales/vi/cart.po'),
    zh: () => import('../../locales/zh/cart.po'),
    en: () => import('../../locales/en/cart.po'),
  },
  orders: {
    vi: () => import('../../locales/vi/orders.po'),
    zh: () => import('../../locales/zh/orders.po'),
    en: () => import('../../locales/en/orders.po'),
  },
  shipping: {
    vi: () => import('../../locales/vi/shipping.po'),
    zh: () => import('../../locales/zh/shipping.po'),
    en: () => import('../../locales/en/shipping.po'),
  },
  packages: {
    vi: () => import('../../locales/vi/packages.po'),
    zh: () => import('../../locales/zh/packages.po'),
    en: () => import('../../locales/en/packages.po'),
  },
  consignment: {
    vi: () => import('../../locales/vi/consignment.po'),
    zh: () => import('../../locales/zh/consignment.po'),
    en: () => import('../../locales/en/consignment.po'),
  },
  delivery: {
    vi: () => import('../../locales/vi/delivery.po'),
    zh: () => import('../../locales/zh/delivery.po'),
    en: () => import('../../locales/en/delivery.po'),
  },
  orderPob: {
    vi: () => import('../../locales/vi/orderPob.po'),
    zh: () => import('../../locales/zh/orderPob.po'),
    en: () => import('../../locales/en/orderPob.po'),
  },
  taobaoGlobal: {
    vi: () => import('../../locales/vi/taobaoGlobal.po'),
    zh: () => import('../../locales/zh/taobaoGlobal.po'),
    en: () => import('../../locales/en/taobaoGlobal.po'),
  },
  complaints: {
    vi: () => import('../../locales/vi/complaints.po'),
    zh: () => import('../../locales/zh/complaints.po'),
    en: () => import('../../locales/en/complaints.po'),
  },
  care: {
    vi: () => import('../../locales/vi/care.po'),
    zh: () => import('../../locales/zh/care.po'),
    en: () => import('../../locales/en/care.po'),
  },
  articles: {
    vi: () => import('../../locales/vi/articles.po'),
    zh: () => import('../../locales/zh/articles.po'),
    en: () => import('../../locales/en/articles.po'),
  },
  splash: {
    vi: () => import('../../locales/vi/splash.po'),
    zh: () => import('../../locales/zh/splash.po'),
    en: () => import('../../locales/en/splash.po'),
  },
  agency: {
    vi: () => import('../../locales/vi/agency.po'),
    zh: () => import('../../locales/zh/agency.po'),
    en: () => import('../../locales/en/agency.po'),
  },
  account: {
    vi: () => import('../../locales/vi/account.po'),
    zh: () => import('../../locales/zh/account.po'),
    en: () => import('../../locales/en/account.po'),
  },
  staff: {
    vi: () => import('../../locales/vi/staff.po'),
    zh: () => import('../../locales/zh/staff.po'),
    en: () => import('../../locales/en/staff.po'),
  },
};

const loaded = new Set<Feature>();

/** Adds the feature's words in the language on screen (a no-op after the first time per language). */
export async function loadFeatureCatalog(feature: Feature): Promise<void> {
  loaded.add(feature);
  const locale = asLocale(i18n.locale);
  // i18n.load merges into what the language already has.
  i18n.load(locale, (await loaders[feature][locale]()).messages);
}

/** The words of every feature loaded so far, in `locale`: a language switch brings them along. */
export async function loadedFeatureMessages(locale: Locale): Promise<Messages> {
  const catalogs = await Promise.all([...loaded].map((feature) => loaders[feature][locale]()));
  return Object.assign({}, ...catalogs.map((catalog) => catalog.messages)) as Messages;
}
