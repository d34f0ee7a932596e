import { isStaffRole } from '../../../contract/roles';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { formatPhone } from '../../../contract/phone';
import { Icon } from '../../components/icons/icons';
import { LinkMenu, LinkMenuLabel, LinkMenuLinks, type LinkMenuEntry } from '../../components/LinkMenu';
import { useFormat } from '../../i18n/useFormat';
import { firstGrapheme } from '../../lib/graphemes';
import { useCurrentUser } from '../../session/SessionProvider';
import { InstallButton } from '../../pwa/InstallButton';
import { LanguagePicker } from './LanguagePicker';
import { LogoutEverywhere } from './LogoutEverywhere';
import { PushNotifications } from './PushNotifications';
import { roleNames } from '../../i18n/roleNames';
import './profile.css';

const entries: LinkMenuEntry[] = [
  { to: '/profile/changeInfo', label: msg`Sửa thông tin cá nhân`, icon: 'edit' },
  { to: '/profile/changePassword', label: msg`Đổi mật khẩu`, icon: 'lock' },
  { to: '/address', label: msg`Sổ địa chỉ`, icon: 'pin' },
  { to: '/wallet/recharge', label: msg`Ví – Nạp tiền`, icon: 'walletIn' },
  { to: '/wallet/withdraw', label: msg`Ví – Rút tiền`, icon: 'walletOut' },
  { to: '/transaction', label: msg`Lịch sử giao dịch`, icon: 'history' },
  { to: '/about', label: msg`Giới thiệu MuaHộ`, icon: 'info' },
  { to: '/profile/deleteAccount', label: msg`Xóa tài khoản`, icon: 'lock' },
];

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  // Vietnamese names end with the given name: "Nguyễn Văn An" → "A", with the family name first.
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return picked.map((w) => firstGrapheme(w).toUpperCase()).join('');
}

/**
 * `agency` is this customer's agency and the agencies' invitations to them, handed in by the route:
 * features do not import each other, so the profile only leaves them a place, under the account's facts.
 */
export function ProfilePage({ agency }: { agency?: ReactNode }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div className="page page--form">
      <section className="card profile-card" aria-labelledby="profile-name">
        <div className="profile-card__head">
          <span className="profile-card__avatar" aria-hidden="true">
            {initials(user.fullName)}
          </span>
          <div>
            <h2 id="profile-name">{user.fullName}</h2>
            <p className="muted">@{user.userName}</p>
          </div>
        </div>
        <dl className="profile-facts">
          <div>
            <dt>
              <Trans>Mã khách hàng</Trans>
            </dt>
            <dd>{user.customerCode}</dd>
          </div>
          <div>
            <dt>
              <Trans>Email</Trans>
            </dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>
              <Trans>Số điện thoại</Trans>
            </dt>
            <dd>{formatPhone(user.phone)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Vai trò</Trans>
            </dt>
            <dd>{i18n._(roleNames[user.role])}</dd>
          </div>
          <div>
            <dt>
              <Trans>Thành viên từ</Trans>
            </dt>
            <dd>
              <time dateTime={user.createdAt}>{format.date(user.createdAt)}</time>
            </dd>
          </div>
        </dl>
      </section>
      {agency}
      {/* Before the menu: someone who cannot read the menu's language still finds their own here. */}
      {isStaffRole(user.role) && (
        <Link to="/staff" className="card profile-console">
          <Icon name="key" />
          <span>
            <Trans>Mở quầy nhân viên</Trans>
          </span>
          <Icon name="chevron" size={20} />
        </Link>
      )}
      <LanguagePicker />
      <InstallButton />
      <PushNotifications />
      <LinkMenu label={i18n._(msg`Cài đặt tài khoản`)}>
        <LinkMenuLinks entries={entries} />
        {user && (
          <li>
            <Link to="/chat/$key" params={{ key: `support-${user.id}` }} className="link-menu__link">
              <LinkMenuLabel icon="chat">
                <Trans>Hỗ trợ – nhắn tin với nhân viên</Trans>
              </LinkMenuLabel>
            </Link>
          </li>
        )}
        <li>
          <Link to="/auth/logout" className="link-menu__link link-menu__link--danger">
            <LinkMenuLabel icon="logout" leads={false}>
              <Trans>Đăng xuất</Trans>
            </LinkMenuLabel>
          </Link>
        </li>
        <li>
          <LogoutEverywhere />
        </li>
      </LinkMenu>
    </div>
  );
}
