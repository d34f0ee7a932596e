import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ArticleListPage } from '../../features/articles/ArticleListPage';
import { articleListSearch } from '../../features/articles/search';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';

// The page's code is split into its own chunk by the router plugin (autoCodeSplitting).
export const Route = createFileRoute('/article/')({
  staticData: { title: msg`Bài viết`, layout: 'default', scrollToTop: true },
  validateSearch: articleListSearch,
  loader: () => loadFeatureCatalog('articles'),
  component: ArticleListPage,
});
