/** The Chinese shopping sites a product key (`/chinaWebProduct/{site}-{itemId}`) may name. */
export const chinaSites = ['taobao', 'tmall', '1688', 'pinduoduo'] as const;
export type ChinaSite = (typeof chinaSites)[number];
