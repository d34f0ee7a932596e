import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ArticleCategory } from '../../../contract/articleCategory';
import type { ArticleStatus } from '../../../contract/articles';

export const articleCategoryLabels: Record<ArticleCategory, MessageDescriptor> = {
  news: msg`Tin tức`,
  guide: msg`Hướng dẫn`,
  policy: msg`Chính sách`,
};

/** What staff see of an article's status; readers only ever meet published ones. */
export const articleStatusLabels: Record<ArticleStatus, MessageDescriptor> = {
  draft: msg`Nháp`,
  published: msg`Đã đăng`,
  hidden: msg`Ẩn`,
};
