import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { StaffComplaint } from '../../../../contract/complaints';
import { mayDo } from '../../../../contract/roles';
import { useApi } from '../../../api/ApiProvider';
import { staffComplaintKeys, staffComplaintQuery } from '../../../api/staffComplaints';
import { ComplaintPhotos, ComplaintVideoLinks } from '../../../components/complaints/ComplaintEvidence';
import { ComplaintGoods } from '../../../components/complaints/ComplaintGoods';
import { ComplaintStatusBadge } from '../../../components/complaints/ComplaintStatusBadge';
import { complaintReasonLabels, complaintStatusLabels, complaintSubjectName } from '../../../components/complaints/labels';
import { FormAlert } from '../../../components/form/FormAlert';
import { SummaryList, SummaryRow } from '../../../components/SummaryList';
import { Timeline } from '../../../components/Timeline';
import { useFormat } from '../../../i18n/useFormat';
import { useCurrentUser } from '../../../session/SessionProvider';
import { ConsoleCard } from '../ConsoleCard';
import { ConsoleFacts, Fact } from '../ConsoleFacts';
import { BackToList, ConsoleDetailPage } from '../ConsoleDetailPage';
import { ConsoleMoves } from '../ConsoleMoves';
import { ConsolePage } from '../ConsolePage';
import { CustomerLink } from '../CustomerFacts';
import { ComplaintMoveDialogFor, complaintMoveLabels, complaintMovesOf, type ComplaintMove } from './ComplaintMoves';
import './complaints.css';

const backToList = <BackToList to="/staff/complaints" />;

/**
 * `/staff/complaints/$id`: one complaint whole from a deep link (GET /Staff/OrderComplaint/:id):
 * whose it is, what it is about, the goods, pictures and video links, the money asked, granted
 * and refunded, the most an accept may grant now, its history, and only the moves its state
 * allows. A move's answer becomes the page's data at once.
 */
export function StaffComplaintPage({ id }: { id: number }) {
  const { t } = useLingui();
  const api = useApi();
  return (
    <ConsoleDetailPage
      options={staffComplaintQuery(api, id)}
      id={id}
      list="/staff/complaints"
      notFoundTitle={<Trans>Không tìm thấy khiếu nại</Trans>}
      notFound={
        <Trans>
          Không có khiếu nại nào ở địa chỉ này. Tìm khiếu nại trong <Link to="/staff/complaints">danh sách khiếu nại</Link>.
        </Trans>
      }
      title={<Trans>Khiếu nại</Trans>}
      loading={t`Đang tải khiếu nại…`}
    >
      {(complaint) => <ComplaintDetail complaint={complaint} />}
    </ConsoleDetailPage>
  );
}

function ComplaintDetail({ complaint }: { complaint: StaffComplaint }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [move, setMove] = useState<ComplaintMove | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The route lets in only the care desk; the moves are theirs too, so hide them from anyone else.
  const moves = user && mayDo(user, 'care') ? complaintMovesOf(complaint) : [];
  const code = complaint.code;

  const moved = (after: StaffComplaint) => {
    queryClient.setQueryData(staffComplaintKeys.detail(complaint.id), after);
    setMove(null);
    const status = i18n._(complaintStatusLabels[after.status]);
    const credited = format.vnd(after.refundedVnd - complaint.refundedVnd);
    setDone(
      after.refundedVnd > complaint.refundedVnd
        ? t`Đã hoàn tiền; ví của khách được cộng ${credited}.`
        : t`Đã chuyển khiếu nại sang “${status}”.`,
    );
  };

  return (
    <ConsolePage title={t`Khiếu nại ${code}`} actions={backToList}>
      <div className="staff-complaint">
        <ComplaintFacts complaint={complaint} />

        <section className="card" aria-label={t`Số tiền`}>
          <SummaryList>
            <SummaryRow label={<Trans>Khách yêu cầu</Trans>} amount={format.vnd(complaint.amountVnd)} />
            {complaint.acceptedVnd !== null && (
              <SummaryRow label={<Trans>Đã chấp nhận</Trans>} amount={format.vnd(complaint.acceptedVnd)} />
            )}
            {complaint.refundedVnd > 0 && <SummaryRow label={<Trans>Đã hoàn vào ví</Trans>} amount={format.vnd(complaint.refundedVnd)} />}
            {complaint.acceptedVnd === null && (
              <SummaryRow label={<Trans>Có thể chấp nhận tối đa</Trans>} amount={format.vnd(complaint.capVnd)} />
            )}
          </SummaryList>
        </section>

        <FormAlert message={done} tone="success" />
        <ConsoleMoves
          moves={moves}
          labels={complaintMoveLabels}
          onPick={(one) => {
            setDone(null);
            setMove(one);
          }}
        />

        <ConsoleCard title={<Trans>Lịch sử</Trans>}>
          <Timeline events={complaint.history.map((event) => ({ ...event, at: event.createdAt }))} labels={complaintStatusLabels} />
        </ConsoleCard>
      </div>

      {move && moves.includes(move) && (
        <ComplaintMoveDialogFor move={move} complaint={complaint} onDone={moved} onClose={() => setMove(null)} />
      )}
    </ConsolePage>
  );
}

/** Whose complaint, about what and why: the customer, the subject, the reason and description, the goods and the evidence. */
function ComplaintFacts({ complaint }: { complaint: StaffComplaint }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const code = complaint.code;
  const subject = complaint.subject;
  const subjectName = complaintSubjectName(i18n, subject);
  const params = { id: String(subject.id) };
  return (
    <section className="card staff-complaint__summary" aria-label={t`Tóm tắt khiếu nại`}>
      <ComplaintStatusBadge status={complaint.status} />
      <ConsoleFacts>
        <Fact label={<Trans>Khách hàng</Trans>}>
          <CustomerLink userId={complaint.userId} customerCode={complaint.customerCode} />
        </Fact>
        <Fact label={<Trans>Về</Trans>}>
          {subject.type === 'order' ? (
            <Link to="/staff/orders/$id" params={params}>
              {subjectName}
            </Link>
          ) : subject.type === 'pob' ? (
            <Link to="/staff/pob/$id" params={params}>
              {subjectName}
            </Link>
          ) : (
            subjectName
          )}
        </Fact>
        <Fact label={<Trans>Lý do</Trans>}>{i18n._(complaintReasonLabels[complaint.reason])}</Fact>
        <Fact label={<Trans>Mô tả của khách</Trans>}>
          <bdi>{complaint.description}</bdi>
        </Fact>
        {complaint.videoLinks.length > 0 && (
          <Fact label={<Trans>Video</Trans>}>
            <ComplaintVideoLinks links={complaint.videoLinks} />
          </Fact>
        )}
        {complaint.rejectReason && (
          <Fact label={<Trans>Lý do từ chối</Trans>}>
            <bdi>{complaint.rejectReason}</bdi>
          </Fact>
        )}
        {complaint.staffNote && (
          <Fact label={<Trans>Ghi chú nội bộ</Trans>}>
            <bdi>{complaint.staffNote}</bdi>
          </Fact>
        )}
        <Fact label={<Trans>Tạo lúc</Trans>}>{format.dateTime(complaint.createdAt)}</Fact>
      </ConsoleFacts>
      <ComplaintGoods items={complaint.items} />
      <ComplaintPhotos code={code} photos={complaint.photos} />
    </section>
  );
}
