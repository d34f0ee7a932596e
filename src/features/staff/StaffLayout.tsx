import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet } from '@tanstack/react-router';
import { hasAccess } from '../../../contract/roles';
import { BrandMark } from '../../components/BrandMark';
import { useRouteMeta } from '../../components/layout/useRouteMeta';
import { Icon } from '../../components/icons/icons';
import { roleNames } from '../../i18n/roleNames';
import { useCurrentUser } from '../../session/SessionProvider';
import { consoleLinks } from './consoleNav';
import './StaffLayout.css';

/**
 * The staff console's frame: a side column with the pages this account may open (a row of links
 * across the top on narrow screens), who is signed in, and the way back to the customer app.
 */
export function StaffLayout() {
  const { i18n, t } = useLingui();
  const user = useCurrentUser();
  const links = user ? consoleLinks.filter((link) => hasAccess(user, link.access)) : [];
  // A page that prints (a parcel's label) is the page alone, without the console around it.
  const blank = useRouteMeta().layout === 'blank';
  if (blank) return <Outlet />;
  return (
    <div className="console">
      <nav className="console-nav" aria-label={t`Điều hướng quầy nhân viên`}>
        <p className="console-nav__brand">
          <BrandMark size={32} tone="onLight" />
          <span>
            <Trans>Quầy nhân viên</Trans>
          </span>
        </p>
        <ul className="console-nav__list">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                search={link.search}
                className="console-nav__link"
                // A queue's link stays lit whatever filter staff pick on its page.
                activeOptions={{ exact: link.to === '/staff', includeSearch: false }}
              >
                <Icon name={link.icon} size={20} />
                <span>{i18n._(link.label)}</span>
              </Link>
            </li>
          ))}
        </ul>
        {user && (
          <div className="console-nav__who">
            <p className="console-nav__name">{user.fullName}</p>
            <p className="console-nav__role">{i18n._(roleNames[user.role])}</p>
            <Link to="/" className="console-nav__exit">
              <Trans>Về ứng dụng khách hàng</Trans>
            </Link>
          </div>
        )}
      </nav>
      <div className="console-body">
        <Outlet />
      </div>
    </div>
  );
}
