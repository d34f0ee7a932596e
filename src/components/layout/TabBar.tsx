import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { BrandMark } from '../BrandMark';
import { Icon, type IconName } from '../icons/icons';
import { BadgeCount, chatBadge, notificationBadge, useUnreadCount, type UnreadBadge } from './unreadBadge';
import './TabBar.css';

type Tab = {
  to: '/' | '/orderOrdering' | '/shoppingCart' | '/chat' | '/notification' | '/profile';
  label: MessageDescriptor;
  icon: IconName;
  badge?: UnreadBadge;
  /**
   * Only in the side navigation: six labels do not fit a phone's bar (Vietnamese ones wrap at
   * 390 px, English ones run into each other), so there the header carries it (AppHeader).
   */
  sideOnly?: boolean;
};

const tabs: Tab[] = [
  { to: '/', label: msg`Trang chủ`, icon: 'home' },
  { to: '/orderOrdering', label: msg`Đơn hàng`, icon: 'orders' },
  { to: '/shoppingCart', label: msg`Giỏ hàng`, icon: 'cart' },
  { to: '/chat', label: msg`Tin nhắn`, icon: 'chat', badge: chatBadge, sideOnly: true },
  { to: '/notification', label: msg`Thông báo`, icon: 'bell', badge: notificationBadge },
  { to: '/profile', label: msg`Tài khoản`, icon: 'user' },
];

/**
 * The main navigation: fixed at the bottom on phones and tablets, a side column with the brand on
 * top from 1024 px (TabBar.css switches; the markup is one). The router marks the current
 * destination with `aria-current="page"`.
 */
export function TabBar() {
  const { t } = useLingui();
  return (
    <nav className="tab-bar" aria-label={t`Điều hướng chính`}>
      <p className="tab-bar__brand">
        <BrandMark size={36} tone="onLight" />
        <span>MuaHộ</span>
      </p>
      <ul className="tab-bar__list">
        {tabs.map((tab) => (
          <li key={tab.to} className={tab.sideOnly ? 'tab-bar__side-only' : undefined}>
            {tab.badge ? <BadgedTabLink tab={tab} badge={tab.badge} /> : <TabLink tab={tab} count={null} />}
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BadgedTabLink({ tab, badge }: { tab: Tab; badge: UnreadBadge }) {
  const count = useUnreadCount(badge);
  return <TabLink tab={tab} count={count} name={count === null ? undefined : badge.label(count)} />;
}

function TabLink({ tab, count, name }: { tab: Tab; count: string | null; name?: MessageDescriptor }) {
  const { i18n } = useLingui();
  return (
    <Link to={tab.to} className="tab-bar__link" activeOptions={{ exact: tab.to === '/' }} aria-label={name ? i18n._(name) : undefined}>
      <span className="tab-bar__icon">
        <Icon name={tab.icon} />
        <BadgeCount count={count} className="tab-bar__badge" />
      </span>
      <span className="tab-bar__label">{i18n._(tab.label)}</span>
    </Link>
  );
}
