import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { Icon } from '../icons/icons';
import './errors.css';

export function NotFoundPage() {
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <section className="center-stack error-page">
      <Icon name="search" size={48} />
      {/* The product requires this exact English text (tests and monitoring look for it). */}
      <h1 className="error-page__title">Page not found: {pathname}</h1>
      <p className="muted">
        <Trans>Không tìm thấy trang bạn yêu cầu. Có thể đường dẫn đã sai hoặc trang đã được chuyển đi.</Trans>
      </p>
      <Link to="/" className="btn btn-primary">
        <Trans>Về trang chủ</Trans>
      </Link>
    </section>
  );
}
