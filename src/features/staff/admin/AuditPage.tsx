import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Fragment, useState, type FormEvent } from 'react';
import { auditObjectTypes } from '../../../../contract/auditObjects';
import type { AuditEntry } from '../../../../contract/staff';
import { auditSearch, type AuditSearch } from '../filters';
import { useApi } from '../../../api/ApiProvider';
import { auditQuery } from '../../../api/staff';
import { LoadFailed } from '../../../components/LoadFailed';
import { useFormat } from '../../../i18n/useFormat';
import { withoutEmpty } from '../../../lib/searchParams';
import { ConsolePage } from '../ConsolePage';
import { Pager } from '../Pager';
import { auditActionName, auditObjectNames } from './auditNames';
import '../DataTable.css';
import './admin.css';

export type DiffLine = { key: string; before: unknown; after: unknown };

function flatten(value: unknown, prefix: string, into: Map<string, unknown>) {
  // No state at all (an object created or removed): every key of the other side is the change.
  if (value === null && prefix === '') return;
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((item, index) => [String(index), item] as const) : Object.entries(value);
    if (entries.length === 0) into.set(prefix, value);
    for (const [key, item] of entries) flatten(item, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  into.set(prefix, value);
}

/** The keys (dotted paths) whose values differ between before and after; unchanged ones are left out. */
export function changedKeys(before: unknown, after: unknown): DiffLine[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  flatten(before, '', a);
  flatten(after, '', b);
  const keys = [...new Set([...a.keys(), ...b.keys()])];
  return keys
    .filter((key) => JSON.stringify(a.get(key)) !== JSON.stringify(b.get(key)))
    .map((key) => ({ key: key || '·', before: a.get(key), after: b.get(key) }));
}

const shown = (value: unknown) => (value === undefined ? '–' : JSON.stringify(value));

/** `/staff/audit`: who did what to which object, newest first, with what each change changed. */
export function AuditPage({ search }: { search: AuditSearch }) {
  const { t, i18n } = useLingui();
  const { dateTime } = useFormat();
  const api = useApi();
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const entries = useQuery(auditQuery(api, { ...search, page }));
  const [open, setOpen] = useState<number | null>(null);

  const go = (change: Partial<AuditSearch>) =>
    void navigate({ to: '.', search: (previous: AuditSearch) => withoutEmpty({ ...previous, ...change }), replace: true });

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    go({ ...auditSearch(Object.fromEntries(data)), page: undefined });
  };

  return (
    <ConsolePage title={t`Nhật ký thao tác`}>
      <form className="card console-filters" role="search" aria-label={t`Lọc nhật ký`} onSubmit={filter}>
        <label className="console-filter">
          <span>
            <Trans>Mã người thao tác</Trans>
          </span>
          <input className="field__input" name="actor" inputMode="numeric" defaultValue={search.actor ?? ''} />
        </label>
        <label className="console-filter">
          <span>
            <Trans>Loại đối tượng</Trans>
          </span>
          <select className="field__input" name="object" defaultValue={search.object ?? ''}>
            <option value="">{t`Tất cả`}</option>
            {auditObjectTypes.map((type) => (
              <option key={type} value={type}>
                {i18n._(auditObjectNames[type])}
              </option>
            ))}
          </select>
        </label>
        <label className="console-filter">
          <span>
            <Trans>Mã đối tượng</Trans>
          </span>
          <input className="field__input" name="objectId" defaultValue={search.objectId ?? ''} />
        </label>
        <label className="console-filter">
          <span>
            <Trans>Từ ngày</Trans>
          </span>
          <input className="field__input" type="date" name="from" defaultValue={search.from ?? ''} />
        </label>
        <label className="console-filter">
          <span>
            <Trans>Đến ngày</Trans>
          </span>
          <input className="field__input" type="date" name="to" defaultValue={search.to ?? ''} />
        </label>
        <button type="submit" className="btn btn-primary btn-small">
          <Trans>Lọc</Trans>
        </button>
      </form>
      {entries.error && !entries.data ? (
        <LoadFailed error={entries.error} onRetry={() => void entries.refetch()} className="data-table__failed" />
      ) : (
        <div className="data-table" aria-busy={entries.isFetching || undefined}>
          <table>
            <caption className="visually-hidden">{t`Nhật ký thao tác`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Thời gian`}</th>
                <th scope="col">{t`Người thao tác`}</th>
                <th scope="col">{t`Thao tác`}</th>
                <th scope="col">{t`Đối tượng`}</th>
                <th scope="col">{t`Ghi chú`}</th>
              </tr>
            </thead>
            <tbody>
              {entries.data?.items.map((entry: AuditEntry) => {
                const hasChange = entry.before !== null || entry.after !== null;
                const expanded = open === entry.id;
                return (
                  <Fragment key={entry.id}>
                    <tr>
                      <td>
                        {hasChange ? (
                          <button
                            type="button"
                            className="btn btn-secondary btn-small"
                            aria-expanded={expanded}
                            aria-controls={`audit-${entry.id}`}
                            onClick={() => setOpen(expanded ? null : entry.id)}
                          >
                            {dateTime(entry.at)}
                          </button>
                        ) : (
                          dateTime(entry.at)
                        )}
                      </td>
                      <td>
                        {entry.actorName} (#{entry.actorId})
                      </td>
                      <td>{auditActionName(i18n, entry.action)}</td>
                      <td>
                        {i18n._(auditObjectNames[entry.objectType])} {entry.objectId}
                      </td>
                      <td>{entry.note ?? ''}</td>
                    </tr>
                    {expanded && (
                      <tr id={`audit-${entry.id}`}>
                        <td colSpan={5}>
                          <ul className="diff-list" aria-label={t`Thay đổi`}>
                            {changedKeys(entry.before, entry.after).map((line) => (
                              <li key={line.key}>
                                {line.key}: <del>{shown(line.before)}</del> → <ins>{shown(line.after)}</ins>
                              </li>
                            ))}
                          </ul>
                        </td>
                      </tr>
                    )}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
          {entries.data?.items.length === 0 && (
            <div className="data-table__empty">
              <Trans>Không có mục nào trong nhật ký.</Trans>
            </div>
          )}
        </div>
      )}
      {entries.data && (
        <Pager
          page={page}
          pageSize={entries.data.pageSize}
          total={entries.data.total}
          onPage={(next) => go({ page: next > 1 ? next : undefined })}
        />
      )}
    </ConsolePage>
  );
}
