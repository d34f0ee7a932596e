import { Trans } from '@lingui/react/macro';
import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '../../api/errors';
import { errorText } from '../form/serverErrors';
import { Icon } from '../icons/icons';
import './errors.css';

/** The HTTP status behind an error: ApiError's, a `status` the error carries, else 500. */
function statusOf(error: unknown): number {
  if (error instanceof ApiError) return error.status ?? 500;
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** A page the account may not open (a customer at the staff console, staff without the duty). */
function ForbiddenPage() {
  return (
    <section className="center-stack error-page">
      <Icon name="lock" size={48} />
      <p className="error-page__status">403</p>
      <h1 className="error-page__title">
        <Trans>Bạn không có quyền mở trang này</Trans>
      </h1>
      <p className="error-page__message">
        <Trans>Trang này dành cho nhân viên có nhiệm vụ phù hợp. Nếu bạn cần quyền, hãy hỏi quản trị viên.</Trans>
      </p>
      <div className="error-page__actions">
        <Link to="/" className="btn btn-primary">
          <Trans>Về trang chủ</Trans>
        </Link>
      </div>
    </section>
  );
}

export function ErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const status = statusOf(error);
  if (status === 403) return <ForbiddenPage />;
  const message = error instanceof Error && error.message ? error.message : errorText(error);
  return (
    <section className="center-stack error-page">
      <Icon name="alert" size={48} />
      <p className="error-page__status">{status}</p>
      {/* The product's wording for the two cases, kept in English as specified. */}
      <h1 className="error-page__title">{status === 404 ? 'Page Not Found' : 'Internal Server Error'}</h1>
      <p className="error-page__message">{message}</p>
      <div className="error-page__actions">
        <button type="button" className="btn btn-primary" onClick={() => void router.invalidate()}>
          <Trans>Thử lại</Trans>
        </button>
        <Link to="/" className="btn btn-secondary">
          <Trans>Về trang chủ</Trans>
        </Link>
      </div>
    </section>
  );
}
