import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { BankTransfer } from '../../../../contract/wallet';
import { useApi } from '../../../api/ApiProvider';
import { bankLinesQuery, refreshStaffMoney } from '../../../api/staffWallet';
import { bankTransferStatusLabels } from '../../../components/money/moneyLabels';
import { useFormat } from '../../../i18n/useFormat';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import { StateFilter } from '../StateFilter';
import { statusListQuery } from '../tableSearch';
import { BankImportPanel } from './BankImportPanel';
import { BankLineForm } from './BankLineForm';
import { MatchLineDialog } from './MatchLineDialog';
import { useMoneyDialog } from './useMoneyDialog';

const route = getRouteApi('/_authed/staff/bankLines');

/**
 * `/staff/bankLines`: the bank statement as the company's account received it, typed line by line
 * or imported from the bank's CSV. A line whose memo names a recharge credits it; the others wait
 * here until staff match them to the recharge they pay (here, or from the recharges page).
 */
export function BankLinesPage() {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const queryClient = useQueryClient();
  const search = route.useSearch();
  const list = useQuery(bankLinesQuery(api, statusListQuery(search)));
  const matching = useMoneyDialog<BankTransfer>();

  const columns: Column<BankTransfer>[] = [
    { key: 'reference', header: t`Số tham chiếu`, cell: (l) => <code>{l.bankReference}</code>, sortValue: (l) => l.bankReference },
    { key: 'memo', header: t`Nội dung`, cell: (l) => <bdi>{l.memo}</bdi>, sortValue: (l) => l.memo },
    { key: 'amount', header: t`Số tiền`, cell: (l) => format.vnd(l.amountVnd), sortValue: (l) => l.amountVnd, numeric: true },
    common.status(bankTransferStatusLabels),
    common.createdAt(t`Ghi lúc`),
    common.actions((l) =>
      l.status === 'review' ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => matching.show(l)}>
          <Trans>Khớp lệnh nạp</Trans>
        </button>
      ) : l.rechargeId !== null ? (
        <span className="muted-cell">{t`Lệnh nạp #${l.rechargeId}`}</span>
      ) : null,
    ),
  ];

  return (
    <ConsolePage title={t`Sao kê ngân hàng`} actions={<StateFilter value={search.state} labels={bankTransferStatusLabels} />}>
      <BankLineForm onRecorded={() => refreshStaffMoney(queryClient)} />
      <BankImportPanel />
      <ConsoleTable
        search={search}
        list={list}
        caption={t`Dòng sao kê`}
        columns={columns}
        empty={<Trans>Chưa có dòng sao kê nào ở trạng thái này.</Trans>}
        searchBox={{
          label: t`Tìm theo nội dung hoặc số tham chiếu`,
          formLabel: t`Tìm dòng sao kê`,
          placeholder: t`Nội dung hoặc số tham chiếu`,
        }}
      />
      {matching.open && <MatchLineDialog line={matching.open} onDone={matching.done} onClose={matching.close} />}
    </ConsolePage>
  );
}
