import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { StaffRecharge } from '../../../../contract/wallet';
import { useApi } from '../../../api/ApiProvider';
import { staffRechargesQuery } from '../../../api/staffWallet';
import { rechargeStatusLabels } from '../../../components/money/moneyLabels';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import { StateFilter } from '../StateFilter';
import { statusListQuery } from '../tableSearch';
import { ConfirmRechargeDialog } from './ConfirmRechargeDialog';
import { useMoneyDialog } from './useMoneyDialog';

const route = getRouteApi('/_authed/staff/recharges');

/** `/staff/recharges`: customers' recharges; the ones the bank feed could not settle are confirmed here. */
export function RechargesPage() {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const search = route.useSearch();
  const list = useQuery(staffRechargesQuery(api, statusListQuery(search)));
  const confirming = useMoneyDialog<StaffRecharge>();

  const columns: Column<StaffRecharge>[] = [
    { key: 'memo', header: t`Nội dung chuyển khoản`, cell: (r) => <code>{r.memo}</code>, sortValue: (r) => r.memo },
    common.customer(),
    { key: 'amount', header: t`Yêu cầu`, cell: (r) => format.vnd(r.amountVnd), sortValue: (r) => r.amountVnd, numeric: true },
    {
      key: 'credited',
      header: t`Đã ghi có`,
      cell: (r) => (r.creditedVnd === null ? '–' : format.vnd(r.creditedVnd)),
      sortValue: (r) => r.creditedVnd ?? 0,
      numeric: true,
    },
    common.status(rechargeStatusLabels),
    common.createdAt(),
    common.actions((r) =>
      r.status === 'pending' || r.status === 'review' ? (
        <button type="button" className="btn btn-primary btn-small" onClick={() => confirming.show(r)}>
          <Trans>Xác nhận nạp</Trans>
        </button>
      ) : null,
    ),
  ];

  return (
    <ConsolePage title={t`Nạp tiền`} actions={<StateFilter value={search.state} labels={rechargeStatusLabels} />}>
      <ConsoleTable
        search={search}
        list={list}
        caption={t`Lệnh nạp tiền`}
        columns={columns}
        empty={<Trans>Không có lệnh nạp nào ở trạng thái này.</Trans>}
        searchBox={{
          label: t`Tìm theo nội dung chuyển khoản hoặc mã khách`,
          formLabel: t`Tìm lệnh nạp`,
          placeholder: t`Nội dung chuyển khoản hoặc mã khách`,
        }}
      />
      {confirming.open && <ConfirmRechargeDialog recharge={confirming.open} onDone={confirming.done} onClose={confirming.close} />}
    </ConsolePage>
  );
}
