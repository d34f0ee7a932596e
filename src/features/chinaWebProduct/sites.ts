import { productSiteNames, productSites } from '../../../contract/productSites';

/** The Chinese shopping sites a product key (`/chinaWebProduct/{site}-{itemId}`) may name: the contract's list. */
export { productSites as chinaSites };

/** Brand names, the same in every language. */
export const siteNames = productSiteNames;
