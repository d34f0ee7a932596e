import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { failureOf, isRefusal } from '../../../../machines/failure';
import { packageStatuses, PACKAGE_CODE_MAX, type PackageStatus } from '../../../../contract/orderStatus';
import type { StaffPackage } from '../../../../contract/warehouse';
import { useApi } from '../../../api/ApiProvider';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { matchPackage, refreshWarehouse, staffPackagesQuery } from '../../../api/staffWarehouse';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { errorText } from '../../../components/form/serverErrors';
import { FormAlert } from '../../../components/form/FormAlert';
import { packageStatusLabels } from '../../../i18n/packageStatusLabels';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import type { TableSearch } from '../tableSearch';
import { useTableControls } from '../useTableControls';
import { kilograms } from './warehouses';
import './warehouse.css';

/** The table's filter: a parcel status, or the parcels no order holds yet. */
const PAGE_SIZE = 50;

/** Every parcel the warehouses hold, newest first; unclaimed ones can be matched to a consignment here. */
export function PackagesPage({ search }: { search: TableSearch }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const common = useConsoleColumns();
  const api = useApi();
  const controls = useTableControls();
  const filterId = useId();
  const page = search.page ?? 1;
  const state = search.state;
  const query = useQuery(
    staffPackagesQuery(api, {
      q: search.q,
      status: state && state !== 'unclaimed' ? (state as PackageStatus) : undefined,
      unclaimed: state === 'unclaimed' ? 'true' : undefined,
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  const [matching, setMatching] = useState<StaffPackage | null>(null);
  const [matched, setMatched] = useState<string | null>(null);

  const columns: Column<StaffPackage>[] = [
    {
      key: 'code',
      header: t`Mã kiện`,
      sortValue: (p) => p.code,
      cell: (p) => (
        <Link to="/staff/packages/$id/label" params={{ id: String(p.id) }} search={{ code: p.code }}>
          {p.code}
        </Link>
      ),
    },
    { key: 'trackingCode', header: t`Mã vận đơn`, sortValue: (p) => p.trackingCode ?? '', cell: (p) => p.trackingCode ?? '—' },
    {
      key: 'customer',
      header: t`Khách hàng`,
      sortValue: (p) => p.customerCode ?? '',
      cell: (p) =>
        p.customerCode ??
        (p.labelCustomerCode ? (
          <Trans>Nhãn ghi {p.labelCustomerCode}</Trans>
        ) : (
          <span className="packages-page__muted">
            <Trans>Chưa có chủ</Trans>
          </span>
        )),
    },
    { key: 'order', header: t`Đơn`, sortValue: (p) => p.order?.code ?? '', cell: (p) => p.order?.code ?? '—' },
    common.status(packageStatusLabels),
    {
      key: 'weight',
      header: t`Cân nặng`,
      numeric: true,
      sortValue: (p) => p.weightGrams,
      cell: (p) => kilograms(p.weightGrams, format.number),
    },
    { key: 'createdAt', header: t`Ngày nhận`, sortValue: (p) => p.createdAt, cell: (p) => format.dateTime(p.createdAt) },
    common.actions((p) =>
      p.order === null && p.status === 'inChina' ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setMatching(p)}>
          <Trans>Ghép đơn</Trans>
        </button>
      ) : null,
    ),
  ];

  return (
    <ConsolePage
      title={<Trans>Kiện hàng</Trans>}
      actions={
        <Link to="/staff/packages/move" className="btn btn-secondary btn-small">
          <Trans>Chuyển kho</Trans>
        </Link>
      }
    >
      <FormAlert tone="success" message={matched} />
      <ConsoleTable
        search={search}
        list={query}
        caption={t`Kiện hàng`}
        columns={columns}
        empty={<Trans>Không có kiện nào.</Trans>}
        searchBox={{
          label: t`Tìm theo mã kiện, mã vận đơn hoặc mã khách trên nhãn`,
          formLabel: t`Tìm kiện`,
          placeholder: t`Mã kiện, mã vận đơn…`,
          maxLength: PACKAGE_CODE_MAX,
        }}
        filters={
          <div className="field">
            <label htmlFor={filterId}>
              <Trans>Lọc</Trans>
            </label>
            <select
              id={filterId}
              className="field__input"
              value={state ?? ''}
              onChange={(event) => controls.onState(event.target.value || undefined)}
            >
              <option value="">{t`Tất cả kiện`}</option>
              <option value="unclaimed">{t`Chưa có chủ`}</option>
              {packageStatuses.map((status) => (
                <option key={status} value={status}>
                  {i18n._(packageStatusLabels[status])}
                </option>
              ))}
            </select>
          </div>
        }
      />
      {matching && (
        <MatchDialog
          parcel={matching}
          onClose={() => setMatching(null)}
          onMatched={(parcel) => {
            setMatching(null);
            setMatched(t`Đã ghép kiện ${parcel.code} vào đơn ${parcel.order?.code ?? ''}.`);
          }}
        />
      )}
    </ConsolePage>
  );
}

/** Which consignment takes an unclaimed parcel: its number, asked and confirmed in one dialog. */
function MatchDialog({
  parcel,
  onClose,
  onMatched,
}: {
  parcel: StaffPackage;
  onClose: () => void;
  onMatched: (parcel: StaffPackage) => void;
}) {
  const { t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // One key per attempt at one consignment: a retry after no answer is answered, not repeated.
  const attempt = useRef<{ consignmentId: number; key: string } | null>(null);
  const match = useMutation({
    mutationFn: ({ consignmentId, key }: { consignmentId: number; key: string }) => matchPackage(api, parcel.id, consignmentId, key),
    onSuccess: (answer) => {
      refreshWarehouse(queryClient);
      onMatched(answer);
    },
    // A refusal matched nothing: the next attempt is a new one. No answer keeps the key for the retry.
    onError: (error) => {
      if (isRefusal(failureOf(error))) attempt.current = null;
    },
  });
  const confirm = () => {
    const text = value.trim();
    if (!/^\d{1,9}$/.test(text) || Number(text) < 1) return setProblem(t`Nhập số đơn ký gửi (chỉ gồm chữ số).`);
    setProblem(null);
    const consignmentId = Number(text);
    if (attempt.current?.consignmentId !== consignmentId) attempt.current = { consignmentId, key: newIdempotencyKey() };
    match.mutate({ consignmentId, key: attempt.current.key });
  };
  return (
    <ConfirmDialog
      title={<Trans>Ghép kiện {parcel.code} vào đơn ký gửi</Trans>}
      confirmLabel={<Trans>Ghép đơn</Trans>}
      pendingLabel={<Trans>Đang ghép…</Trans>}
      cancelLabel={<Trans>Huỷ</Trans>}
      pending={match.isPending}
      error={problem ?? (match.error ? errorText(match.error) : null)}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p>
        <Trans>Mã vận đơn: {parcel.trackingCode ?? '—'}. Kiện sẽ thuộc về khách của đơn này và tính phí theo đơn.</Trans>
      </p>
      <div className="field">
        <label htmlFor={inputId}>
          <Trans>Số đơn ký gửi</Trans>
        </label>
        <input
          id={inputId}
          className="field__input"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </div>
    </ConfirmDialog>
  );
}
