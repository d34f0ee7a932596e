import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useApi } from '../../api/ApiProvider';
import { notificationUnreadQuery } from '../../api/notificationBadge';
import { useCurrentUser } from '../../session/SessionProvider';
import { BrandMark } from '../BrandMark';
import { Icon, type IconName } from '../icons/icons';
import './TabBar.css';

type Tab = { to: '/' | '/orderOrdering' | '/shoppingCart' | '/notification' | '/profile'; label: MessageDescriptor; icon: IconName };

const tabs: Tab[] = [
  { to: '/', label: msg`Trang chủ`, icon: 'home' },
  { to: '/orderOrdering', label: msg`Đơn hàng`, icon: 'orders' },
  { to: '/shoppingCart', label: msg`Giỏ hàng`, icon: 'cart' },
  { to: '/notification', label: msg`Thông báo`, icon: 'bell' },
  { to: '/profile', label: msg`Tài khoản`, icon: 'user' },
];

/**
 * The main navigation: fixed at the bottom on phones and tablets, a side column with the brand on
 * top from 1024 px (TabBar.css switches; the markup is one). The router marks the current
 * destination with `aria-current="page"`.
 */
export function TabBar() {
  const { i18n, t } = useLingui();
  const unread = useUnreadNotifications();
  return (
    <nav className="tab-bar" aria-label={t`Điều hướng chính`}>
      <p className="tab-bar__brand">
        <BrandMark size={36} tone="onLight" />
        <span>MuaHộ</span>
      </p>
      <ul className="tab-bar__list">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link to={tab.to} className="tab-bar__link" activeOptions={{ exact: tab.to === '/' }}>
              <span className="tab-bar__icon">
                <Icon name={tab.icon} />
                {tab.to === '/notification' && unread && (
                  <span className="tab-bar__badge" aria-hidden="true">
                    {unread}
                  </span>
                )}
              </span>
              <span>{i18n._(tab.label)}</span>
              {tab.to === '/notification' && unread && <span className="visually-hidden">{t`, ${unread} chưa đọc`}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The count of unread notifications on the bell, for a signed-in person only ("99+" above 99);
 * null while there are none or the count is unknown.
 */
function useUnreadNotifications(): string | null {
  const api = useApi();
  const user = useCurrentUser();
  const { data: count } = useQuery({ ...notificationUnreadQuery(api), enabled: user !== null });
  if (!user || !count) return null;
  return count > 99 ? '99+' : String(count);
}
