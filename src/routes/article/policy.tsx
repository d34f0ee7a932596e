import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ArticleListPage } from '../../features/articles/ArticleListPage';
import { policyListSearch } from '../../features/articles/search';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';

export const Route = createFileRoute('/article/policy')({
  staticData: { title: msg`Chính sách`, layout: 'default', scrollToTop: true },
  validateSearch: policyListSearch,
  loader: () => loadFeatureCatalog('articles'),
  component: () => <ArticleListPage policyOnly />,
});
