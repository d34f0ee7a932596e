import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { addressLine } from '../../../contract/addresses';
import type { Delivery } from '../../../contract/delivery';
import { formatPhone } from '../../../contract/phone';
import { useApi } from '../../api/ApiProvider';
import { deliveryQuery } from '../../api/delivery';
import { CopyButton } from '../../components/CopyButton';
import { LoadFailed } from '../../components/LoadFailed';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { PackageCard } from '../../components/PackageCard';
import { CancelDelivery } from './CancelDelivery';
import { DeliveryAmounts } from './DeliveryFigures';
import { deliveryPaymentLabels } from './labels';
import { ChatLink } from '../../components/chatLink/ChatLink';

/** GET /Delivery/:id, shown in place under its row (or as a panel when opened from elsewhere). */
export function DeliveryDetail({ id }: { id: number }) {
  const api = useApi();
  const query = useQuery(deliveryQuery(api, id));
  if (query.isPending) {
    return (
      <p className="muted" role="status">
        <span className="spinner" aria-hidden="true" /> <Trans>Đang tải chi tiết…</Trans>
      </p>
    );
  }
  if (query.isError) {
    return <LoadFailed error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }
  return <DeliveryFacts delivery={query.data} />;
}

function DeliveryFacts({ delivery }: { delivery: Delivery }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const code = delivery.code;
  const trackingCode = delivery.trackingCode;
  const paidWith = i18n._(deliveryPaymentLabels[delivery.payment]);
  const count = delivery.packages.length;
  const times: Array<[label: ReactNode, at: string | null]> = [
    [<Trans>Tạo yêu cầu</Trans>, delivery.createdAt],
    [<Trans>Bàn giao vận chuyển</Trans>, delivery.handedOverAt],
    [<Trans>Đã giao</Trans>, delivery.deliveredAt],
    [<Trans>Đã hủy</Trans>, delivery.cancelledAt],
  ];
  return (
    <article className="delivery-detail" aria-labelledby={headingId}>
      <h3 id={headingId} className="delivery-detail__title">
        <Trans>Chi tiết yêu cầu {code}</Trans>
      </h3>
      <SummaryList>
        <SummaryRow label={<Trans>Thanh toán</Trans>} amount={paidWith} />
      </SummaryList>
      <DeliveryAmounts lines={delivery} />
      <SummaryList totals>
        <SummaryRow label={<Trans>Tổng</Trans>} amount={format.vnd(delivery.totalVnd)} strong />
        {delivery.payment === 'wallet' ? (
          <SummaryRow label={<Trans>Đã trả từ ví</Trans>} amount={format.vnd(delivery.paidVnd)} />
        ) : (
          <SummaryRow label={<Trans>Thu khi giao (COD)</Trans>} amount={format.vnd(delivery.codVnd)} />
        )}
      </SummaryList>

      <h4 className="delivery-section-title">
        <Trans>Giao tới</Trans>
      </h4>
      <p>
        <strong>{delivery.address.receiverName}</strong> · {formatPhone(delivery.address.phone)}
        <br />
        {addressLine(delivery.address)}
      </p>
      {delivery.note && <p className="muted">{delivery.note}</p>}

      {(delivery.carrier || delivery.trackingCode) && (
        <>
          <h4 className="delivery-section-title">
            <Trans>Vận chuyển</Trans>
          </h4>
          <SummaryList>
            {delivery.carrier && <SummaryRow label={<Trans>Đơn vị vận chuyển</Trans>} amount={delivery.carrier} />}
            {delivery.trackingCode && (
              <SummaryRow
                label={<Trans>Mã vận đơn</Trans>}
                amount={
                  <>
                    {delivery.trackingCode} <CopyButton value={delivery.trackingCode} label={t`mã vận đơn ${trackingCode}`} />
                  </>
                }
              />
            )}
          </SummaryList>
        </>
      )}

      <h4 className="delivery-section-title">
        <Trans>Thời gian</Trans>
      </h4>
      <SummaryList>
        {times
          .filter((entry): entry is [ReactNode, string] => entry[1] !== null)
          .map(([label, at], index) => (
            <SummaryRow key={index} label={label} amount={<time dateTime={at}>{format.dateTime(at)}</time>} />
          ))}
      </SummaryList>

      <h4 className="delivery-section-title">
        <Trans>Kiện hàng ({count})</Trans>
      </h4>
      <ul className="delivery-package-list">
        {delivery.packages.map((pkg) => (
          <PackageCard key={pkg.id} pkg={pkg} />
        ))}
      </ul>
      <CancelDelivery delivery={delivery} />
      <ChatLink type="delivery" id={delivery.id} />
    </article>
  );
}
