import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { StaffWithdraw } from '../../../../contract/wallet';
import { useApi } from '../../../api/ApiProvider';
import { rejectWithdrawal, staffWithdrawalsQuery } from '../../../api/staffWallet';
import { withdrawStatusLabels } from '../../../components/money/moneyLabels';
import { PhotoStrip } from '../../../components/PhotoStrip';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import { StateFilter } from '../StateFilter';
import { statusListQuery } from '../tableSearch';
import { PayWithdrawalDialog } from './PayWithdrawalDialog';
import { TextActionDialog } from './TextActionDialog';
import { useMoneyDialog } from './useMoneyDialog';

const route = getRouteApi('/_authed/staff/withdrawals');

type Action = { kind: 'pay' | 'reject'; withdrawal: StaffWithdraw };

/** `/staff/withdrawals`: customers' withdrawals; staff pay the pending ones out or refuse them. */
export function WithdrawalsPage() {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const search = route.useSearch();
  const list = useQuery(staffWithdrawalsQuery(api, statusListQuery(search)));
  const action = useMoneyDialog<Action>();
  const paying = action.open?.kind === 'pay' ? action.open.withdrawal : null;
  const rejecting = action.open?.kind === 'reject' ? action.open.withdrawal : null;

  const columns: Column<StaffWithdraw>[] = [
    { key: 'id', header: t`Mã`, cell: (w) => `#${w.id}`, sortValue: (w) => w.id },
    common.customer(),
    { key: 'amount', header: t`Số tiền`, cell: (w) => format.vnd(w.amountVnd), sortValue: (w) => w.amountVnd, numeric: true },
    {
      key: 'account',
      header: t`Tài khoản nhận`,
      cell: (w) => (
        <>
          <bdi>{w.accountName}</bdi>
          <span className="muted-cell">
            {' '}
            · {w.bankName} · {w.accountNumber}
          </span>
        </>
      ),
    },
    common.status(withdrawStatusLabels),
    common.createdAt(),
    common.actions((w) =>
      w.status === 'pending' ? (
        <div className="row-actions">
          <button type="button" className="btn btn-primary btn-small" onClick={() => action.show({ kind: 'pay', withdrawal: w })}>
            <Trans>Đã chi</Trans>
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => action.show({ kind: 'reject', withdrawal: w })}>
            <Trans>Từ chối</Trans>
          </button>
        </div>
      ) : (
        <>
          <span className="muted-cell">{w.note}</span>
          {w.proofs.length > 0 && (
            <PhotoStrip
              label={t`Chứng từ của lệnh rút #${w.id}`}
              photos={w.proofs}
              altOf={(n, total) => t`Ảnh chứng từ ${n}/${total} của lệnh rút #${w.id}`}
            />
          )}
        </>
      ),
    ),
  ];

  return (
    <ConsolePage title={t`Rút tiền`} actions={<StateFilter value={search.state} labels={withdrawStatusLabels} />}>
      <ConsoleTable
        search={search}
        list={list}
        caption={t`Lệnh rút tiền`}
        columns={columns}
        empty={<Trans>Không có lệnh rút nào ở trạng thái này.</Trans>}
        searchBox={{
          label: t`Tìm theo mã khách, số tài khoản hoặc tên tài khoản`,
          formLabel: t`Tìm lệnh rút`,
          placeholder: t`Mã khách, số hoặc tên tài khoản`,
        }}
      />
      {paying && <PayWithdrawalDialog withdrawal={paying} onDone={action.done} onClose={action.close} />}
      {rejecting && (
        <TextActionDialog
          title={t`Từ chối lệnh rút #${rejecting.id}?`}
          fieldLabel={t`Lý do (khách sẽ đọc được)`}
          missing={t`Nhập lý do từ chối.`}
          confirmLabel={<Trans>Từ chối lệnh rút</Trans>}
          run={(reason, key) => rejectWithdrawal(api, rejecting.id, reason, key)}
          onDone={action.done}
          onClose={action.close}
        >
          <p>
            <Trans>Số tiền đang giữ sẽ được trả lại số dư khả dụng của khách.</Trans>
          </p>
        </TextActionDialog>
      )}
    </ConsolePage>
  );
}
