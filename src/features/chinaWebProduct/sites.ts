import { productSiteNames, productSites, type ProductSite } from '../../../contract/productSites';

/** The Chinese shopping sites a product key (`/chinaWebProduct/{site}-{itemId}`) may name: the contract's list. */
export { productSites as chinaSites, type ProductSite as ChinaSite };

/** Brand names, the same in every language. */
export const siteNames = productSiteNames;
