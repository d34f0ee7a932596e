import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SplashScreenPage } from '../features/splash/SplashScreenPage';
import { loadFeatureCatalog } from '../i18n/featureCatalogs';

export const Route = createFileRoute('/splashScreen')({
  staticData: { title: msg`Chào mừng`, layout: 'blank', scrollToTop: true },
  loader: () => loadFeatureCatalog('splash'),
  component: SplashScreenPage,
});
