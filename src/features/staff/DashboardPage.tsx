import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { hasAccess, type Access } from '../../../contract/roles';
import type { DashboardQueue } from '../../../contract/staff';
import { useApi } from '../../api/ApiProvider';
import { dashboardQuery } from '../../api/staff';
import { LoadFailed } from '../../components/LoadFailed';
import { useFormat } from '../../i18n/useFormat';
import { useCurrentUser } from '../../session/SessionProvider';
import { ConsolePage } from './ConsolePage';
import { queueLinks } from './queueLinks';
import './DashboardPage.css';

type Queue = { key: DashboardQueue; label: MessageDescriptor; hint: MessageDescriptor; access: Access };

/** The work waiting, in the order money and goods move through the company. */
const queues: readonly Queue[] = [
  { key: 'unmatchedBankLines', label: msg`Sao kê chưa khớp`, hint: msg`Tiền đã về tài khoản, chưa gắn với lệnh nạp`, access: ['money'] },
  { key: 'rechargesToCheck', label: msg`Nạp tiền cần kiểm tra`, hint: msg`Chuyển khoản thiếu, thừa hoặc sai nội dung`, access: ['money'] },
  { key: 'ordersToBuy', label: msg`Đơn chờ mua`, hint: msg`Khách đã đặt cọc, cần mua trên sàn`, access: ['purchasing'] },
  { key: 'ordersAwaitingSeller', label: msg`Đơn chờ người bán giao`, hint: msg`Đã mua, chưa có mã vận đơn`, access: ['purchasing'] },
  {
    key: 'pobToTake',
    label: msg`Thanh toán hộ chờ tiếp nhận`,
    hint: msg`Khách đã trả bằng ví, chưa ai nhận thanh toán`,
    access: ['purchasing'],
  },
  {
    key: 'pobInProcess',
    label: msg`Thanh toán hộ đang xử lý`,
    hint: msg`Đã tiếp nhận, chờ thanh toán trên Alipay`,
    access: ['purchasing'],
  },
  {
    key: 'pobRefundsToDecide',
    label: msg`Hoàn tiền thanh toán hộ cần duyệt`,
    hint: msg`Khách yêu cầu hoàn sau khi người bán hoàn tiền`,
    access: ['purchasing'],
  },
  {
    key: 'packagesExpectedInChina',
    label: msg`Kiện sắp về kho Trung Quốc`,
    hint: msg`Có mã vận đơn, kho chưa nhận`,
    access: ['warehouse'],
  },
  { key: 'packagesToMove', label: msg`Kiện cần chuyển kho`, hint: msg`Đang nằm kho, đến lượt chuyển tiếp`, access: ['warehouse'] },
  { key: 'deliveriesToHandOver', label: msg`Yêu cầu giao cần bàn giao`, hint: msg`Khách đã yêu cầu giao hàng`, access: ['delivery'] },
  { key: 'withdrawalsToPay', label: msg`Lệnh rút cần chi`, hint: msg`Khách chờ nhận tiền về tài khoản`, access: ['money'] },
];

/** `/staff`: each queue of waiting work this account may do, with its count and a way into it. */
export function DashboardPage() {
  const { i18n, t } = useLingui();
  const { number } = useFormat();
  const api = useApi();
  const user = useCurrentUser();
  const counts = useQuery(dashboardQuery(api));
  const mine = user ? queues.filter((queue) => hasAccess(user, queue.access)) : [];
  return (
    <ConsolePage title={t`Tổng quan`}>
      {counts.error && !counts.data ? (
        <LoadFailed error={counts.error} onRetry={() => void counts.refetch()} retrying={counts.isFetching} className="dashboard__failed" />
      ) : (
        <ul className="dashboard" aria-busy={counts.isPending || undefined}>
          {mine.map((queue) => {
            const count = counts.data?.[queue.key];
            const link = queueLinks[queue.key];
            const body = (
              <>
                <span className="dashboard__count">{count === undefined ? '–' : number(count)}</span>
                <span className="dashboard__label">{i18n._(queue.label)}</span>
                <span className="dashboard__hint">{i18n._(queue.hint)}</span>
              </>
            );
            return (
              <li key={queue.key} className={count ? 'dashboard__queue dashboard__queue--waiting' : 'dashboard__queue'}>
                {link ? (
                  <Link to={link.to} search={link.search} className="dashboard__link">
                    {body}
                  </Link>
                ) : (
                  <div className="dashboard__link">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {mine.length === 0 && (
        <p className="card">
          <Trans>Tài khoản của bạn chưa được giao nhiệm vụ nào. Hãy nhờ quản trị viên giao nhiệm vụ.</Trans>
        </p>
      )}
    </ConsolePage>
  );
}
