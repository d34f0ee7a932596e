import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
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
              <Icon name={tab.icon} />
              <span>{i18n._(tab.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
