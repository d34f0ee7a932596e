import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type Ref } from 'react';
import { addressLine } from '../../../contract/addresses';
import type { DeliveryQuote } from '../../../contract/delivery';
import { PayReview, usePayReview } from '../../components/payFlow/PayReview';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { PackageCard } from '../../components/PackageCard';
import { DeliveryAmounts } from './DeliveryFigures';
import { deliveryErrorText } from './deliveryErrors';
import type { DeliveryFlow } from './useDeliveryFlow';

/**
 * Step 2: the server's figures (what each order still owes, the fee, storage past the free days,
 * the total, the wallet), the packages and the address, and the one button that moves money. Also
 * the screen of a payment that failed (retry, same key while the outcome is unknown) and of
 * figures that moved (confirm the new ones).
 */
export function ReviewStep({ flow, headingRef }: { flow: DeliveryFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useLingui();
  const format = useFormat();
  const packagesId = useId();
  const {
    quote,
    amount: total,
    before,
    review,
  } = usePayReview({ flow, headingRef }, 'delivery', deliveryErrorText, (quote) => quote.totalVnd);
  const payment = useSelector(flow, (s) => s.context.choices.payment);
  const address = useSelector(flow, (s) => s.context.addresses.find((a) => a.id === s.context.choices.addressId) ?? null);
  if (!quote) return null;

  const cod = payment === 'cod';
  const count = quote.packages.length;

  return (
    <PayReview
      {...review}
      changedNotice={
        <Trans>
          Cân nặng kiện, biểu phí hoặc số ngày lưu kho vừa thay đổi: tổng tiền từ {before} thành {total}. Vui lòng xem lại và xác nhận lần
          nữa.
        </Trans>
      }
      confirmLabel={cod ? <Trans>Xác nhận tạo yêu cầu (thu khi giao {total})</Trans> : <Trans>Xác nhận thanh toán {total}</Trans>}
      totals={
        <section className="card" aria-label={t`Số tiền thanh toán`}>
          <DeliveryAmounts lines={quote} chargeableGrams={quote.chargeableGrams} />
          <SummaryList totals>
            <SummaryRow label={<Trans>Tổng thanh toán</Trans>} amount={total} strong />
            {!cod && <SummaryRow label={<Trans>Số dư khả dụng</Trans>} amount={format.vnd(quote.availableVnd)} />}
            {!cod && (
              <SummaryRow label={<Trans>Số dư sau khi thanh toán</Trans>} amount={format.vnd(quote.availableVnd - quote.totalVnd)} />
            )}
          </SummaryList>
          <p className="muted delivery-hint">
            {cod ? (
              <Trans>Bên giao hàng sẽ thu {total} tiền mặt khi giao. Ví của bạn không bị trừ.</Trans>
            ) : (
              <Trans>Số tiền được trừ từ ví ngay khi bạn xác nhận. Nếu hủy yêu cầu trước khi xử lý, tiền được hoàn lại vào ví.</Trans>
            )}
          </p>
        </section>
      }
    >
      {address && (
        <section className="card">
          <h3 className="delivery-section-title">
            <Trans>Giao tới</Trans>
          </h3>
          <p>
            <strong>{address.receiverName}</strong> · {addressLine(address)}
          </p>
        </section>
      )}
      <section aria-labelledby={packagesId}>
        <h3 id={packagesId} className="delivery-section-title">
          <Trans>Kiện sẽ giao ({count})</Trans>
        </h3>
        <PackageCards packages={quote.packages} />
      </section>
    </PayReview>
  );
}

function PackageCards({ packages }: { packages: DeliveryQuote['packages'] }) {
  return (
    <ul className="delivery-package-list">
      {packages.map((pkg) => (
        <PackageCard key={pkg.id} pkg={pkg} />
      ))}
    </ul>
  );
}
