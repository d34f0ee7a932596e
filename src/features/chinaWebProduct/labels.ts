import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProductSort } from '../../../contract/products';

/** The search's orders, as the sort select names them. */
export const sortLabels: Record<ProductSort, MessageDescriptor> = {
  relevance: msg`Phù hợp nhất`,
  'price-asc': msg`Giá tăng dần`,
  'price-desc': msg`Giá giảm dần`,
  sales: msg`Bán chạy`,
};
