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

export function ErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter();
  const status = statusOf(error);
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
