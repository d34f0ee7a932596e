import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { StaticPagePage } from '../../features/articles/StaticPagePage';
import { loadFeatureCatalog } from '../../i18n/featureCatalogs';

export const Route = createFileRoute('/staticPage/$id')({
  staticData: { title: msg`Trang thông tin`, layout: 'default', scrollToTop: true },
  loader: () => loadFeatureCatalog('articles'),
  component: StaticPagePage,
});
