import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArticleCategory } from '../../../contract/articleCategory';

export const articleCategoryLabels: Record<ArticleCategory, MessageDescriptor> = {
  news: msg`Tin tức`,
  guide: msg`Hướng dẫn`,
  policy: msg`Chính sách`,
};
