import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { BusyButton } from '../../components/BusyButton';
import { useFormat } from '../../i18n/useFormat';
import type { CartEstimate } from './cartLines';

type Props = {
  /** null while the settings (rate, fee policy) are not here. */
  estimate: CartEstimate | null;
  selectedCount: number;
  /** Of the selected lines, the Taobao and Tmall ones: what "Đặt qua Taobao quốc tế" would order. */
  taobaoCount: number;
  busy: boolean;
  onOrder: () => void;
  onOrderTaobao: () => void;
  /** An agency's: the selected lines become orders of one of its customers. */
  onOrderForCustomer?: () => void;
};

/** A label and its amount in the bar's figures. */
function Figure({ label, amount, className }: { label: ReactNode; amount: string; className?: string }) {
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
}

/**
 * The bar at the bottom: what the selected lines come to (an estimate; the checkout quotes the
 * final figures) and "Đặt hàng (n)". With nothing selected the button says why it waits. The
 * selected Taobao and Tmall lines can also be ordered through the person's Taobao Global account,
 * and an agency can order them for one of its customers.
 */
export function CartSummary({ estimate, selectedCount, taobaoCount, busy, onOrder, onOrderTaobao, onOrderForCustomer }: Props) {
  const { t } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const reasonId = useId();
  const taobaoHintId = useId();
  const none = selectedCount === 0;
  const others = selectedCount - taobaoCount;
  return (
    <section className="cart-summary" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        <Trans>Tạm tính</Trans>
      </h2>
      {estimate ? (
        <dl className="cart-summary__figures" aria-live="polite">
          <Figure label={<Trans>Tiền hàng</Trans>} amount={format.vnd(estimate.goodsVnd)} />
          <Figure label={<Trans>Phí mua hàng</Trans>} amount={format.vnd(estimate.purchaseFeeVnd)} />
          <Figure className="cart-summary__deposit" label={<Trans>Đặt cọc dự kiến</Trans>} amount={format.vnd(estimate.depositVnd)} />
        </dl>
      ) : (
        <p className="muted">
          <Trans>Đang tải tỷ giá và biểu phí…</Trans>
        </p>
      )}
      {none && (
        <p id={reasonId} className="cart-summary__reason">
          <Trans>Chọn ít nhất một sản phẩm để đặt hàng.</Trans>
        </p>
      )}
      {/* One row of its own for the main order, the others side by side: three full-width buttons
          took a third of a phone's screen under the totals. */}
      <div className="cart-summary__actions">
        <BusyButton busy={busy} disabled={none || busy} aria-describedby={none ? reasonId : undefined} onClick={onOrder}>
          {t`Đặt hàng (${selectedCount})`}
        </BusyButton>
        {onOrderForCustomer && (
          <BusyButton
            busy={busy}
            className="btn btn-secondary btn-block"
            disabled={none || busy}
            aria-describedby={none ? reasonId : undefined}
            onClick={onOrderForCustomer}
          >
            {t`Đặt cho khách của đại lý (${selectedCount})`}
          </BusyButton>
        )}
        {taobaoCount > 0 && (
          <BusyButton busy={busy} className="btn btn-secondary btn-block" aria-describedby={taobaoHintId} onClick={onOrderTaobao}>
            {t`Đặt qua Taobao quốc tế (${taobaoCount})`}
          </BusyButton>
        )}
      </div>
      {/* Read with the Taobao button; the bar stays short on a phone, and the ordering page says it again. */}
      {taobaoCount > 0 && (
        <p id={taobaoHintId} className="visually-hidden">
          {others > 0 ? (
            <Trans>Mua bằng tài khoản Taobao quốc tế của bạn; {others} sản phẩm 1688, Pinduoduo vẫn ở lại giỏ.</Trans>
          ) : (
            <Trans>Mua bằng tài khoản Taobao quốc tế của bạn, trả từ ví theo tỷ giá, không tính phí mua hàng.</Trans>
          )}
        </p>
      )}
    </section>
  );
}
