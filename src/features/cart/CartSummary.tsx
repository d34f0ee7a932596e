import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
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
};

/**
 * The bar at the bottom: what the selected lines come to (an estimate; the checkout quotes the
 * final figures) and "Đặt hàng (n)". With nothing selected the button says why it waits. The
 * selected Taobao and Tmall lines can also be ordered through the person's Taobao Global account.
 */
export function CartSummary({ estimate, selectedCount, taobaoCount, busy, onOrder, onOrderTaobao }: Props) {
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
          <div>
            <dt>
              <Trans>Tiền hàng</Trans>
            </dt>
            <dd>{format.vnd(estimate.goodsVnd)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Phí mua hàng</Trans>
            </dt>
            <dd>{format.vnd(estimate.purchaseFeeVnd)}</dd>
          </div>
          <div className="cart-summary__deposit">
            <dt>
              <Trans>Đặt cọc dự kiến</Trans>
            </dt>
            <dd>{format.vnd(estimate.depositVnd)}</dd>
          </div>
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
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={none || busy}
        aria-busy={busy || undefined}
        aria-describedby={none ? reasonId : undefined}
        onClick={onOrder}
      >
        {busy && <span className="spinner" aria-hidden="true" />}
        {t`Đặt hàng (${selectedCount})`}
      </button>
      {taobaoCount > 0 && (
        <>
          <button
            type="button"
            className="btn btn-secondary btn-block"
            disabled={busy}
            aria-busy={busy || undefined}
            aria-describedby={taobaoHintId}
            onClick={onOrderTaobao}
          >
            {t`Đặt qua Taobao quốc tế (${taobaoCount})`}
          </button>
          {/* Read with the button; the bar stays short on a phone, and the ordering page says it again. */}
          <p id={taobaoHintId} className="visually-hidden">
            {others > 0 ? (
              <Trans>Mua bằng tài khoản Taobao quốc tế của bạn; {others} sản phẩm 1688, Pinduoduo vẫn ở lại giỏ.</Trans>
            ) : (
              <Trans>Mua bằng tài khoản Taobao quốc tế của bạn, trả từ ví theo tỷ giá, không tính phí mua hàng.</Trans>
            )}
          </p>
        </>
      )}
    </section>
  );
}
