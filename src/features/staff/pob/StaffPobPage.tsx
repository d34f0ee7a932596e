import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { PobRefund, StaffPob } from '../../../../contract/orderPob';
import { mayDo } from '../../../../contract/roles';
import { useApi } from '../../../api/ApiProvider';
import { staffPobKeys, staffPobQuery } from '../../../api/staffPob';
import { FormAlert } from '../../../components/form/FormAlert';
import { PhotoStrip } from '../../../components/PhotoStrip';
import { pobSiteLabels, pobStatusLabels } from '../../../components/pob/labels';
import { PobFigures } from '../../../components/pob/PobFigures';
import { PobRefundStatusBadge, PobStatusBadge } from '../../../components/pob/PobStatusBadge';
import { SummaryList, SummaryRow } from '../../../components/SummaryList';
import { Timeline } from '../../../components/Timeline';
import { useFormat } from '../../../i18n/useFormat';
import { useCurrentUser } from '../../../session/SessionProvider';
import { ConsoleFacts } from '../ConsoleFacts';
import { BackToList, ConsoleDetailPage } from '../ConsoleDetailPage';
import { ConsolePage } from '../ConsolePage';
import { ConsoleCard } from '../ConsoleCard';
import { ConsoleMoves } from '../ConsoleMoves';
import { CustomerFacts } from '../CustomerFacts';
import { PobMoveDialogFor, pobMoveLabels, pobMovesOf, type PobMove } from './PobMoves';
import { PobRefundDecisionDialog, type RefundDecision } from './PobRefundDecision';
import './pob.css';

const backToList = <BackToList to="/staff/pob" />;

/**
 * `/staff/pob/$id`: one request whole from a deep link (GET /Staff/OrderPob/:id): whose it is,
 * what to pay and where, its figures at the locked rate, its refunds and history, and only the
 * moves its state allows. A move's answer becomes the page's data at once.
 */
export function StaffPobPage({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApi();
  return (
    <ConsoleDetailPage
      options={staffPobQuery(api, id)}
      id={id}
      list="/staff/pob"
      notFoundTitle={<Trans>Không tìm thấy yêu cầu</Trans>}
      notFound={
        <Trans>
          Không có yêu cầu thanh toán hộ nào ở địa chỉ này. Tìm yêu cầu trong <Link to="/staff/pob">danh sách thanh toán hộ</Link>.
        </Trans>
      }
      title={<Trans>Thanh toán hộ</Trans>}
      loading={t`Đang tải yêu cầu…`}
    >
      {(pob) => <PobDetail pob={pob} />}
    </ConsoleDetailPage>
  );
}

type Decision = { kind: RefundDecision; refund: PobRefund };

function PobDetail({ pob }: { pob: StaffPob }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [move, setMove] = useState<PobMove | null>(null);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The route lets in only the purchasing desk; the moves are theirs too, so hide them from anyone else.
  const mayWork = user ? mayDo(user, 'purchasing') : false;
  const moves = mayWork ? pobMovesOf(pob) : [];
  const code = pob.code;

  const moved = (after: StaffPob) => {
    queryClient.setQueryData(staffPobKeys.detail(pob.id), after);
    setMove(null);
    const status = i18n._(pobStatusLabels[after.status]);
    const credited = format.vnd(after.refundedVnd - pob.refundedVnd);
    setDone(move === 'refund' ? t`Đã ghi nhận hoàn tiền; ví của khách được cộng ${credited}.` : t`Đã chuyển yêu cầu sang “${status}”.`);
  };

  return (
    <ConsolePage title={t`Yêu cầu ${code}`} actions={backToList}>
      <div className="staff-pob">
        <PobFacts pob={pob} />

        <section className="card" aria-label={t`Số tiền`}>
          <PobFigures figures={pob} />
          {(pob.refundedVnd > 0 || pob.status === 'paid') && (
            <SummaryList totals>
              <SummaryRow label={<Trans>Đã hoàn vào ví</Trans>} amount={format.vnd(pob.refundedVnd)} />
              {pob.refundedFen > 0 && <SummaryRow label={<Trans>Người bán đã hoàn</Trans>} amount={format.cny(pob.refundedFen)} />}
              {pob.status === 'paid' && <SummaryRow label={<Trans>Còn có thể hoàn</Trans>} amount={format.cny(pob.refundableFen)} />}
            </SummaryList>
          )}
        </section>

        <FormAlert message={done} tone="success" />
        <ConsoleMoves
          moves={moves}
          labels={pobMoveLabels}
          onPick={(one) => {
            setDone(null);
            setMove(one);
          }}
        />

        {pob.refunds.length > 0 && (
          <ConsoleCard title={<Trans>Hoàn tiền</Trans>}>
            <ul className="staff-pob__refunds">
              {pob.refunds.map((refund) => (
                <RefundItem
                  key={refund.id}
                  refund={refund}
                  onDecide={
                    mayWork && refund.status === 'pending'
                      ? (kind) => {
                          setDone(null);
                          setDecision({ kind, refund });
                        }
                      : undefined
                  }
                />
              ))}
            </ul>
          </ConsoleCard>
        )}

        <ConsoleCard title={<Trans>Lịch sử</Trans>}>
          <Timeline events={pob.history} labels={pobStatusLabels} />
        </ConsoleCard>
      </div>

      {move && moves.includes(move) && <PobMoveDialogFor move={move} pob={pob} onDone={moved} onClose={() => setMove(null)} />}
      {decision && (
        <PobRefundDecisionDialog
          decision={decision.kind}
          refund={decision.refund}
          onDone={(decided) => {
            const credited = format.vnd(decided.creditedVnd);
            setDecision(null);
            setDone(
              decided.status === 'accepted'
                ? t`Đã chấp nhận hoàn tiền; ví của khách được cộng ${credited}.`
                : t`Đã từ chối yêu cầu hoàn tiền.`,
            );
          }}
          onClose={() => setDecision(null)}
        />
      )}
    </ConsolePage>
  );
}

/** Whose request, what to pay and where: the customer, the site, the seller's orders, the link, and what staff recorded. */
function PobFacts({ pob }: { pob: StaffPob }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <section className="card staff-pob__summary" aria-label={t`Tóm tắt yêu cầu`}>
      <PobStatusBadge status={pob.status} />
      <ConsoleFacts>
        <CustomerFacts userId={pob.userId} customerCode={pob.customerCode} customer={pob.customer} />
        <dt>
          <Trans>Sàn</Trans>
        </dt>
        <dd>{i18n._(pobSiteLabels[pob.site])}</dd>
        <dt>
          <Trans>Mã đơn của người bán</Trans>
        </dt>
        <dd>
          <ul className="console-chips">
            {pob.sellerOrderIds.map((orderId) => (
              <li key={orderId}>{orderId}</li>
            ))}
          </ul>
        </dd>
        <dt>
          <Trans>Link thanh toán</Trans>
        </dt>
        <dd>
          <a href={pob.paymentLink} target="_blank" rel="noopener noreferrer">
            {pob.paymentLink}
          </a>
        </dd>
        {pob.alipayTradeNo && (
          <>
            <dt>
              <Trans>Mã giao dịch Alipay</Trans>
            </dt>
            <dd>{pob.alipayTradeNo}</dd>
          </>
        )}
        {pob.rejectReason && (
          <>
            <dt>
              <Trans>Lý do từ chối</Trans>
            </dt>
            <dd>
              <bdi>{pob.rejectReason}</bdi>
            </dd>
          </>
        )}
        {pob.note && (
          <>
            <dt>
              <Trans>Ghi chú của khách</Trans>
            </dt>
            <dd>
              <bdi>{pob.note}</bdi>
            </dd>
          </>
        )}
        <dt>
          <Trans>Tạo lúc</Trans>
        </dt>
        <dd>{format.dateTime(pob.createdAt)}</dd>
      </ConsoleFacts>
    </section>
  );
}

/** One refund: who started it, the ¥ asked and accepted, what the wallet got, the reasons and pictures. */
function RefundItem({ refund, onDecide }: { refund: PobRefund; onDecide?: (kind: RefundDecision) => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const asked = format.cny(refund.amountFen);
  const accepted = refund.acceptedFen !== null && refund.acceptedFen !== refund.amountFen ? format.cny(refund.acceptedFen) : null;
  const credited = format.vnd(refund.creditedVnd);
  const refuseReason = refund.refuseReason;
  const id = refund.id;
  return (
    <li className="staff-pob__refund">
      <p className="staff-pob__refund-head">
        <strong>
          {refund.source === 'staff' ? (
            <Trans>Người bán hoàn {asked} (nhân viên ghi nhận)</Trans>
          ) : (
            <Trans>Khách yêu cầu hoàn {asked}</Trans>
          )}
        </strong>
        <PobRefundStatusBadge status={refund.status} />
      </p>
      <p>
        <bdi>{refund.reason}</bdi>
      </p>
      {accepted && (
        <p>
          <Trans>Chấp nhận {accepted}</Trans>
        </p>
      )}
      {refund.status === 'accepted' && (
        <p>
          <Trans>Đã cộng {credited} vào ví</Trans>
        </p>
      )}
      {refuseReason && (
        <p>
          <Trans>
            Lý do từ chối: <bdi>{refuseReason}</bdi>
          </Trans>
        </p>
      )}
      {refund.photos.length > 0 && (
        <PhotoStrip
          label={t`Ảnh của yêu cầu hoàn tiền #${id}`}
          photos={refund.photos}
          altOf={(n, total) => t`Ảnh ${n}/${total} của yêu cầu hoàn tiền #${id}`}
        />
      )}
      <p className="muted-cell">
        <time dateTime={refund.createdAt}>{format.dateTime(refund.createdAt)}</time>
      </p>
      {onDecide && (
        <div className="row-actions">
          <button type="button" className="btn btn-primary btn-small" onClick={() => onDecide('accept')}>
            <Trans>Chấp nhận</Trans>
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => onDecide('refuse')}>
            <Trans context="action">Từ chối</Trans>
          </button>
        </div>
      )}
    </li>
  );
}
