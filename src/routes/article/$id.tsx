import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ArticleDetailPage } from '../../features/articles/ArticleDetailPage';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';

export const Route = createFileRoute('/article/$id')({
  staticData: { title: msg`Bài viết`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('articles'),
  component: ArticleDetailPage,
});
