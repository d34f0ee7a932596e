import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { SplashScreenPage } from '../features/splash/SplashScreenPage';

export const Route = createFileRoute('/splashScreen')({
  staticData: { title: msg`Chào mừng`, layout: 'blank', scrollToTop: true },
  component: SplashScreenPage,
});
