import { productSites, type ProductSite } from '../../../contract/productSites';

/** The Chinese shopping sites a product key (`/chinaWebProduct/{site}-{itemId}`) may name: the contract's list. */
export { productSites as chinaSites, type ProductSite as ChinaSite };

/** Brand names, the same in every language (not translated on purpose). */
export const siteNames: Record<ProductSite, string> = {
  taobao: 'Taobao',
  tmall: 'Tmall',
  '1688': '1688',
  pinduoduo: 'Pinduoduo',
};
