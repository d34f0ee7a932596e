import { apparel } from './apparel';
import { goods } from './goods';
import type { Category } from './types';

export type { BaseProduct, Category, Pair } from './types';

/** Every category of the built-in catalog; the order fixes the generated ids, so new ones go last. */
export const categories: readonly Category[] = [...apparel, ...goods];
