import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { Complaint } from '../../../contract/complaints';
import { useApi } from '../../api/ApiProvider';
import { complaintQuery } from '../../api/complaints';
import { ComplaintPhotos, ComplaintVideoLinks } from '../../components/complaints/ComplaintEvidence';
import { ComplaintGoods } from '../../components/complaints/ComplaintGoods';
import { ComplaintStatusBadge } from '../../components/complaints/ComplaintStatusBadge';
import { complaintReasonLabels, complaintStatusLabels, complaintSubjectName } from '../../components/complaints/labels';
import { DetailPage } from '../../components/DetailPage';
import { DetailHeader } from '../../components/DetailHeader';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { Timeline } from '../../components/Timeline';
import { useFormat } from '../../i18n/useFormat';
import './complaints.css';
import { ChatLink } from '../../components/chatLink/ChatLink';

/** /orderComplaint/{id}: one complaint, what it is about, the money asked, granted and given back, and what staff said. */
export function ComplaintDetailPage({ id }: { id: number }) {
  const api = useApi();
  return (
    <DetailPage
      options={complaintQuery(api, id)}
      id={id}
      className="complaint-page"
      loading={<Trans>Đang tải khiếu nại…</Trans>}
      notFound={{
        icon: 'alert',
        title: <Trans>Không tìm thấy khiếu nại</Trans>,
        action: (
          <Link to="/orderComplaint" className="btn btn-primary">
            <Trans>Xem khiếu nại của bạn</Trans>
          </Link>
        ),
      }}
    >
      {(complaint) => <ComplaintDetail complaint={complaint} />}
    </DetailPage>
  );
}

function ComplaintDetail({ complaint }: { complaint: Complaint }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const historyId = useId();
  const code = complaint.code;
  const reason = complaint.rejectReason;
  return (
    <div className="page page--detail complaint-page">
      <DetailHeader
        title={<Trans>Khiếu nại {code}</Trans>}
        code={code}
        copyLabel={t`mã khiếu nại`}
        badge={<ComplaintStatusBadge status={complaint.status} />}
      >
        <p className="muted">
          <ComplaintSubjectLink subject={complaint.subject} /> ·{' '}
          <time dateTime={complaint.createdAt}>{format.dateTime(complaint.createdAt)}</time>
        </p>
        <ChatLink type="complaint" id={complaint.id} />
        {reason && (
          <p className="complaint-reject" role="note">
            <Trans>
              Lý do từ chối: <bdi>{reason}</bdi>
            </Trans>
          </p>
        )}
      </DetailHeader>

      <section className="card" aria-label={t`Số tiền`}>
        <SummaryList>
          <SummaryRow label={<Trans>Số tiền yêu cầu</Trans>} amount={format.vnd(complaint.amountVnd)} />
          {complaint.acceptedVnd !== null && (
            <SummaryRow label={<Trans>Được chấp nhận</Trans>} amount={format.vnd(complaint.acceptedVnd)} />
          )}
          {complaint.refundedVnd > 0 && (
            <SummaryRow strong label={<Trans>Đã hoàn vào ví</Trans>} amount={format.vnd(complaint.refundedVnd)} />
          )}
        </SummaryList>
      </section>

      <section className="card complaint-detail">
        <h3 className="complaint-section-title">{i18n._(complaintReasonLabels[complaint.reason])}</h3>
        <p>
          <bdi>{complaint.description}</bdi>
        </p>
        <ComplaintGoods items={complaint.items} />
        {complaint.videoLinks.length > 0 && (
          <>
            <h3 className="complaint-section-title">
              <Trans>Video</Trans>
            </h3>
            <ComplaintVideoLinks links={complaint.videoLinks} />
          </>
        )}
        <ComplaintPhotos code={code} photos={complaint.photos} />
      </section>

      <section className="card" aria-labelledby={historyId}>
        <h3 id={historyId} className="complaint-section-title">
          <Trans>Lịch sử</Trans>
        </h3>
        <Timeline events={complaint.history.map((event) => ({ ...event, at: event.createdAt }))} labels={complaintStatusLabels} />
      </section>
    </div>
  );
}

/** What the complaint is about, linked to its page. */
function ComplaintSubjectLink({ subject }: { subject: Complaint['subject'] }) {
  const { i18n } = useLingui();
  const label = complaintSubjectName(i18n, subject);
  const params = { id: String(subject.id) };
  if (subject.type === 'order')
    return (
      <Link to="/orderOrdering/$id" params={params}>
        {label}
      </Link>
    );
  if (subject.type === 'consignment')
    return (
      <Link to="/orderShipping/$id" params={params}>
        {label}
      </Link>
    );
  return (
    <Link to="/orderPob/$id" params={params}>
      {label}
    </Link>
  );
}
