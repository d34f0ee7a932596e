import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import type { ComplaintSummary } from '../../../contract/complaints';
import { complaintStatuses, type ComplaintStatus } from '../../../contract/complaintStatus';
import { useApi } from '../../api/ApiProvider';
import { complaintsQuery } from '../../api/complaints';
import { ComplaintStatusBadge } from '../../components/complaints/ComplaintStatusBadge';
import { complaintReasonLabels, complaintStatusLabels, complaintSubjectName } from '../../components/complaints/labels';
import { EmptyState } from '../../components/EmptyState';
import { StatusTabs } from '../../components/filters/StatusTabs';
import { PagedListPage, usePagedList } from '../../components/PagedList';
import { RowBody } from '../../components/RowList';
import { TabLink } from '../../components/TabNav';
import { useFormat } from '../../i18n/useFormat';
import './complaints.css';

/** What an empty tab says: none in this state is news of its own (nothing waiting, nothing refused). */
const emptyTitles: Record<ComplaintStatus, MessageDescriptor> = {
  pending: msg`Không có khiếu nại nào chờ tiếp nhận`,
  handling: msg`Không có khiếu nại nào đang giải quyết`,
  accepted: msg`Không có khiếu nại nào được chấp nhận và chờ hoàn tiền`,
  refunded: msg`Chưa có khiếu nại nào được hoàn tiền`,
  rejected: msg`Không có khiếu nại nào bị từ chối`,
  closed: msg`Chưa có khiếu nại nào đã đóng`,
};

/**
 * /orderComplaint: the customer's complaints, newest first, filtered by status (in the address);
 * more pages load as the end comes into view or with "Tải thêm"; pull down to refresh. A
 * complaint is filed from the page of what it is about.
 */
export function ComplaintListPage() {
  const { i18n, t } = useLingui();
  const api = useApi();
  const { status } = useSearch({ from: '/_authed/orderComplaint/' });
  const paged = usePagedList(useInfiniteQuery(complaintsQuery(api, { status })));

  return (
    <PagedListPage
      className="complaint-page"
      paged={paged}
      heading={status ? i18n._(complaintStatusLabels[status]) : t`Tất cả khiếu nại`}
      count={(total) => plural(total, { other: 'Có # khiếu nại' })}
      empty={
        <EmptyState
          icon="alert"
          title={status ? i18n._(emptyTitles[status]) : <Trans>Bạn chưa có khiếu nại nào</Trans>}
          action={
            <Link to="/orderOrdering" className="btn btn-secondary">
              <Trans>Xem đơn hàng</Trans>
            </Link>
          }
        >
          <p>
            <Trans>
              Khi hàng thiếu, sai, hỏng hoặc giao chậm, hãy mở đơn đã nhận (hoặc yêu cầu thanh toán hộ đã thanh toán) và chọn “Khiếu nại”;
              khoản được chấp nhận sẽ hoàn vào ví.
            </Trans>
          </p>
        </EmptyState>
      }
      end={<Trans>Đã hiển thị tất cả khiếu nại.</Trans>}
      row={(complaint) => <ComplaintRow complaint={complaint} />}
    >
      <StatusTabs
        label={t`Trạng thái khiếu nại`}
        statuses={complaintStatuses}
        labels={complaintStatusLabels}
        tab={(name, text) => (
          <TabLink to="/orderComplaint" search={{ status: name }}>
            {text}
          </TabLink>
        )}
      />
    </PagedListPage>
  );
}

function ComplaintRow({ complaint }: { complaint: ComplaintSummary }) {
  const { i18n } = useLingui();
  const format = useFormat();
  const subject = complaintSubjectName(i18n, complaint.subject);
  const reason = i18n._(complaintReasonLabels[complaint.reason]);
  return (
    <li className="list-row">
      <Link to="/orderComplaint/$id" params={{ id: String(complaint.id) }} className="list-row__link">
        <RowBody code={complaint.code} badge={<ComplaintStatusBadge status={complaint.status} />} createdAt={complaint.createdAt}>
          <span className="list-row__bottom">
            <span className="muted">
              <Trans>
                {subject} · {reason}
              </Trans>
            </span>
            <strong>{format.vnd(complaint.refundedVnd || complaint.acceptedVnd || complaint.amountVnd)}</strong>
          </span>
        </RowBody>
      </Link>
    </li>
  );
}
