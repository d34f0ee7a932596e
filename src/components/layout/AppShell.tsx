import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation } from '@tanstack/react-router';
import { useEffect, useEffectEvent, useRef, type MouseEvent } from 'react';
import { OfflineStatus, PwaToasts } from '../../pwa/PwaNotices';
import { AppHeader } from './AppHeader';
import { TabBar } from './TabBar';
import { useRouteMeta } from './useRouteMeta';
import './AppShell.css';

/**
 * The root route's component: chooses the layout named by the page's route meta, keeps
 * `document.title` in step with the page, scrolls to the top on entering pages that ask for it,
 * and moves focus to the main landmark after a navigation so screen readers start at the page.
 * Around the page: the offline banner and the app's update and offline-ready notices.
 */
export function AppShell() {
  const { i18n, t } = useLingui();
  const meta = useRouteMeta();
  const pathname = useLocation({ select: (l) => l.pathname });
  const mainRef = useRef<HTMLElement>(null);
  const firstRender = useRef(true);
  const title = i18n._(meta.title);

  useEffect(() => {
    document.title = `${title} – MuaHộ`;
  }, [title]);

  const enterPage = useEffectEvent(() => {
    if (meta.scrollToTop) window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  });
  // Keyed on the path alone: entering a page counts, a re-render of the same page does not.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    enterPage();
  }, [pathname]);

  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainRef.current?.focus();
  };

  const withChrome = meta.layout === 'default';
  return (
    <div className={`app app--${meta.layout}`}>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {t`Bỏ qua, đến nội dung chính`}
      </a>
      {/* Before the page in the document, as the side navigation stands before it on a desktop, so
          Tab reaches it first; on a phone CSS pins it to the bottom of the screen. */}
      {withChrome && <TabBar />}
      {withChrome && <AppHeader title={title} />}
      <OfflineStatus />
      <main id="main" ref={mainRef} tabIndex={-1} className="app-main">
        <Outlet />
      </main>
      <PwaToasts aboveTabBar={withChrome} />
    </div>
  );
}
