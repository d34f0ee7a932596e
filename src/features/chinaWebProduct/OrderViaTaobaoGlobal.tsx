import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { CartLine } from './selection';

/**
 * "Đặt qua Taobao quốc tế" for a Taobao or Tmall product: the chosen SKU and quantity bought
 * through the person's own linked Taobao Global account and paid from the wallet, instead of the
 * buy-for-me cart. The ordering page (/taobaoIntOrder/create) prices it on the platform first.
 */
export function OrderViaTaobaoGlobal({ line, describedBy }: { line: CartLine | null; describedBy: string | undefined }) {
  const hintId = useId();
  const site = line?.site;
  return (
    <div className="product-order__tbg">
      {line && (site === 'taobao' || site === 'tmall') ? (
        <Link
          to="/taobaoIntOrder/create"
          search={{ product: `${site}-${line.itemId}`, sku: line.skuId ?? undefined, qty: line.quantity }}
          className="btn btn-secondary btn-block"
          aria-describedby={hintId}
        >
          <Trans>Đặt qua Taobao quốc tế</Trans>
        </Link>
      ) : (
        <button type="button" className="btn btn-secondary btn-block" disabled aria-describedby={`${describedBy ?? ''} ${hintId}`.trim()}>
          <Trans>Đặt qua Taobao quốc tế</Trans>
        </button>
      )}
      <p id={hintId} className="muted product-order__tbg-hint">
        <Trans>Mua bằng tài khoản Taobao quốc tế của bạn, trả từ ví MuaHộ theo tỷ giá, không tính phí mua hàng.</Trans>
      </p>
    </div>
  );
}
