import { useLingui } from '@lingui/react/macro';
import { Link, useCanGoBack, useLocation, useRouter } from '@tanstack/react-router';
import { useCurrentUser } from '../../session/SessionProvider';
import { Icon } from '../icons/icons';
import { BadgeCount, chatBadge, useUnreadCount } from './unreadBadge';
import './AppHeader.css';

/**
 * The default layout's top bar: back navigation, the page title as the page's one `<h1>`, and for
 * a signed-in person on a phone or tablet "Tin nhắn" with its unread count (the bottom bar has
 * room for five destinations; from 1024 px the side navigation lists it instead).
 */
export function AppHeader({ title }: { title: string }) {
  const { t } = useLingui();
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const atHome = useLocation({ select: (l) => l.pathname === '/' });
  const signedIn = useCurrentUser() !== null;

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
      {signedIn ? <ChatLink /> : <span className="app-header__side" />}
    </header>
  );
}

function ChatLink() {
  const { i18n, t } = useLingui();
  const count = useUnreadCount(chatBadge);
  return (
    <Link to="/chat" className="app-header__action" aria-label={count ? i18n._(chatBadge.label(count)) : t`Tin nhắn`}>
      <Icon name="chat" />
      <BadgeCount count={count} className="app-header__badge" />
    </Link>
  );
}
