import { useLingui } from '@lingui/react/macro';
import { useCanGoBack, useLocation, useRouter } from '@tanstack/react-router';
import { Icon } from '../icons/icons';
import './AppHeader.css';

/** The default layout's top bar: back navigation and the page title as the page's one `<h1>`. */
export function AppHeader({ title }: { title: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const atHome = useLocation({ select: (l) => l.pathname === '/' });

  const goBack = () => {
    if (canGoBack) router.history.back();
    else void router.navigate({ to: '/' });
  };

  return (
    <header className="app-header">
      {atHome ? (
        <span className="app-header__side" />
      ) : (
        <button type="button" className="app-header__back" onClick={goBack} aria-label={t`Quay lại`}>
          <Icon name="back" />
        </button>
      )}
      <h1 className="app-header__title">{title}</h1>
      <span className="app-header__side" />
    </header>
  );
}
