import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../i18n/useFormat';

/** Below a console table: which rows are on screen, of how many, and the way to the others. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const { number } = useFormat();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav className="pager" aria-label={t`Phân trang`}>
      <p className="pager__range">
        <Trans>
          {number(first)}–{number(last)} trên {number(total)}
        </Trans>
      </p>
      <div className="pager__buttons">
        <button type="button" className="btn btn-secondary btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <Trans>Trang trước</Trans>
        </button>
        <span className="pager__page">
          <Trans>
            Trang {number(page)}/{number(pages)}
          </Trans>
        </span>
        <button type="button" className="btn btn-secondary btn-small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          <Trans>Trang sau</Trans>
        </button>
      </div>
    </nav>
  );
}
