import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { hasAccess, type Access } from '../../../../contract/roles';
import type { ExportKind } from '../../../../contract/staff';
import { useApi } from '../../../api/ApiProvider';
import { downloadExport } from '../../../api/staff';
import { saveBlob, vietnamToday } from '../../../lib/download';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorText } from '../../../components/form/serverErrors';
import { useCurrentUser } from '../../../session/SessionProvider';
import { ConsolePage } from '../ConsolePage';
import './admin.css';

const kinds: readonly { kind: ExportKind; label: MessageDescriptor; access: Access }[] = [
  { kind: 'orders', label: msg`Đơn mua hộ`, access: ['purchasing'] },
  { kind: 'transactions', label: msg`Giao dịch ví`, access: ['money'] },
  { kind: 'packages', label: msg`Kiện hàng`, access: ['warehouse'] },
];

/** `/staff/exports`: CSV files of a date range, only of the kinds this account works on. */
export function ExportsPage() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const user = useCurrentUser();
  const today = vietnamToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const download = useMutation({
    mutationFn: async (kind: ExportKind) => {
      const { blob, filename } = await downloadExport(api, kind, { from, to });
      saveBlob(blob, filename ?? `${kind}-${from}-${to}.csv`);
    },
  });
  const mine = user ? kinds.filter((entry) => hasAccess(user, entry.access)) : [];
  const inverted = from > to;
  return (
    <ConsolePage title={t`Xuất dữ liệu`}>
      <div className="card account-form">
        <div className="console-filters">
          <label className="console-filter">
            <span>
              <Trans>Từ ngày</Trans>
            </span>
            <input className="field__input" type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
          </label>
          <label className="console-filter">
            <span>
              <Trans>Đến ngày</Trans>
            </span>
            <input className="field__input" type="date" value={to} onChange={(event) => setTo(event.target.value)} />
          </label>
        </div>
        <p>
          <Trans>Ngày tính theo giờ Việt Nam, gồm cả hai ngày đầu và cuối.</Trans>
        </p>
        <FormAlert message={inverted ? t`Ngày bắt đầu phải trước ngày kết thúc.` : null} />
        <FormAlert message={download.isError ? errorText(download.error) : null} />
        {mine.length === 0 ? (
          <p>
            <Trans>Tài khoản của bạn không có loại dữ liệu nào để xuất.</Trans>
          </p>
        ) : (
          <ul className="export-list">
            {mine.map((entry) => {
              const name = i18n._(entry.label);
              const busy = download.isPending && download.variables === entry.kind;
              return (
                <li key={entry.kind}>
                  <span>{name}</span>{' '}
                  <button
                    type="button"
                    className="btn btn-primary btn-small"
                    aria-label={t`Tải CSV ${name}`}
                    disabled={inverted || !from || !to || download.isPending}
                    aria-busy={busy || undefined}
                    onClick={() => download.mutate(entry.kind)}
                  >
                    {busy ? <Trans>Đang tải…</Trans> : <Trans>Tải CSV</Trans>}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </ConsolePage>
  );
}
