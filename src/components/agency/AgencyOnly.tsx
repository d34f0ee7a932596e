import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { useCurrentUser } from '../../session/SessionProvider';
import './agencyPages.css';

/**
 * The agency's pages for an agency only: anyone else (the server answers them 403) reads what an
 * agency is, instead of a failure.
 */
export function AgencyOnly({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user?.role === 'agency') return children;
  return (
    <div className="page agency-page">
      <EmptyState
        icon="agency"
        title={<Trans>Bạn chưa là đại lý của MuaHộ</Trans>}
        action={
          <Link to="/" className="btn btn-primary">
            <Trans>Về trang chủ</Trans>
          </Link>
        }
      >
        <p>
          <Trans>
            Đại lý đặt hàng và thanh toán hộ cho khách hàng của riêng mình, theo dõi đơn và số dư của từng khách. Muốn trở thành đại lý, hãy
            nhắn tin cho nhân viên MuaHộ.
          </Trans>
        </p>
      </EmptyState>
    </div>
  );
}
