import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { PobRefundStatus, StaffPobRefund } from '../../../../contract/orderPob';
import { mayDo } from '../../../../contract/roles';
import { useApi } from '../../../api/ApiProvider';
import { staffPobRefundsQuery } from '../../../api/staffPob';
import { FormAlert } from '../../../components/form/FormAlert';
import { PhotoStrip } from '../../../components/PhotoStrip';
import { pobRefundStatusLabels } from '../../../components/pob/labels';
import { PobRefundStatusBadge } from '../../../components/pob/PobStatusBadge';
import { useFormat } from '../../../i18n/useFormat';
import { useCurrentUser } from '../../../session/SessionProvider';
import { ConsolePage } from '../ConsolePage';
import { ConsoleTable } from '../ConsoleTable';
import { RefundReasonCell } from '../RefundReasonCell';
import { useConsoleColumns } from '../consoleColumns';
import type { Column } from '../DataTable';
import { StateFilter } from '../StateFilter';
import { statusListQuery, type TableSearch } from '../tableSearch';
import { PobRefundDecisionDialog, type RefundDecision } from './PobRefundDecision';
import './pob.css';

type Decision = { kind: RefundDecision; refund: StaffPobRefund };

/**
 * `/staff/pobRefunds`: refunds of paid requests, the customers' asks to decide among them (the
 * console's link opens the pending ones). Staff accept an ask, all or less, or refuse it.
 */
export function StaffPobRefundsPage({ search }: { search: TableSearch }) {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const common = useConsoleColumns();
  const user = useCurrentUser();
  const list = useQuery(staffPobRefundsQuery(api, statusListQuery<PobRefundStatus>(search)));
  const [decision, setDecision] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const mayWork = user ? mayDo(user, 'purchasing') : false;
  const decide = (kind: RefundDecision, refund: StaffPobRefund) => {
    setDone(null);
    setDecision({ kind, refund });
  };

  const columns: Column<StaffPobRefund>[] = [
    common.link({ key: 'pob', header: t`Yêu cầu`, to: '/staff/pob/$id', of: (r) => ({ id: r.pobId, code: r.pobCode }) }),
    common.customer(),
    {
      key: 'amount',
      header: t`Số tiền hoàn`,
      numeric: true,
      sortValue: (r) => r.amountFen,
      cell: (r) => <RefundAmount refund={r} />,
    },
    { key: 'reason', header: t`Lý do`, cell: (r) => <RefundReason refund={r} /> },
    common.status((status) => <PobRefundStatusBadge status={status} />),
    common.createdAt(),
    common.actions((r) =>
      mayWork && r.status === 'pending' ? (
        <div className="row-actions">
          <button type="button" className="btn btn-primary btn-small" onClick={() => decide('accept', r)}>
            <Trans>Chấp nhận</Trans>
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => decide('refuse', r)}>
            <Trans context="action">Từ chối</Trans>
          </button>
        </div>
      ) : null,
    ),
  ];

  return (
    <ConsolePage title={<Trans>Hoàn tiền thanh toán hộ</Trans>}>
      <FormAlert message={done} tone="success" />
      <ConsoleTable
        search={search}
        list={list}
        caption={t`Hoàn tiền thanh toán hộ`}
        columns={columns}
        empty={<Trans>Không có yêu cầu hoàn tiền nào.</Trans>}
        searchBox={{
          label: t`Tìm theo mã yêu cầu hoặc mã khách`,
          formLabel: t`Tìm yêu cầu hoàn tiền`,
          placeholder: t`Mã yêu cầu hoặc mã khách`,
        }}
        filters={<StateFilter value={search.state} labels={pobRefundStatusLabels} />}
      />
      {decision && (
        <PobRefundDecisionDialog
          decision={decision.kind}
          refund={decision.refund}
          onDone={(decided) => {
            const code = decided.pobCode;
            const credited = format.vnd(decided.creditedVnd);
            setDecision(null);
            setDone(
              decided.status === 'accepted'
                ? t`Đã chấp nhận hoàn tiền cho ${code}; ví của khách được cộng ${credited}.`
                : t`Đã từ chối yêu cầu hoàn tiền của ${code}.`,
            );
          }}
          onClose={() => setDecision(null)}
        />
      )}
    </ConsolePage>
  );
}

/** The ¥ asked, what was accepted when less, and what the wallet got. */
function RefundAmount({ refund }: { refund: StaffPobRefund }) {
  const format = useFormat();
  const accepted = refund.acceptedFen !== null && refund.acceptedFen !== refund.amountFen ? format.cny(refund.acceptedFen) : null;
  const credited = format.vnd(refund.creditedVnd);
  return (
    <>
      {format.cny(refund.amountFen)}
      {accepted && (
        <span className="muted-cell staff-pob__cell-line">
          <Trans>chấp nhận {accepted}</Trans>
        </span>
      )}
      {refund.status === 'accepted' && (
        <span className="muted-cell staff-pob__cell-line">
          <Trans>đã cộng {credited}</Trans>
        </span>
      )}
    </>
  );
}

/** Why the refund, who started it, why it was refused, and the customer's pictures. */
function RefundReason({ refund }: { refund: StaffPobRefund }) {
  const { t } = useLingui();
  const code = refund.pobCode;
  return (
    <RefundReasonCell
      reason={refund.reason}
      origin={refund.source === 'staff' ? <Trans>Nhân viên ghi nhận người bán hoàn</Trans> : <Trans>Khách yêu cầu</Trans>}
      refusal={refund.refuseReason}
    >
      {refund.photos.length > 0 && (
        <PhotoStrip
          label={t`Ảnh kèm yêu cầu hoàn tiền của ${code}`}
          photos={refund.photos}
          altOf={(n, total) => t`Ảnh ${n}/${total} kèm yêu cầu hoàn tiền của ${code}`}
        />
      )}
    </RefundReasonCell>
  );
}
