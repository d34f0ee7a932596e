import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/BrandMark';
import './auth.css';

/** The auth pages' frame (blank layout): the brand on top, then a card with the page's heading. */
export function AuthLayout({
  title,
  intro,
  children,
  footer,
}: {
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="auth">
      <div className="auth__brand">
        <BrandMark size={56} />
        <p className="auth__brand-name">MuaHộ</p>
        <p className="auth__tagline">
          <Trans>Mua hộ Taobao, Tmall, 1688 – giao tận tay tại Việt Nam</Trans>
        </p>
      </div>
      <div className="auth__card card">
        <h1 className="auth__title">{title}</h1>
        {intro && <p className="auth__intro muted">{intro}</p>}
        {children}
      </div>
      {footer && <div className="auth__footer">{footer}</div>}
    </div>
  );
}
