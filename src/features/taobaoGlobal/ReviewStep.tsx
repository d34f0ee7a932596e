import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId, type Ref } from 'react';
import type { TaobaoIntQuote } from '../../../contract/taobaoIntOrders';
import { PayReview, usePayReview } from '../../components/payFlow/PayReview';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';
import { userText } from '../../i18n/userText';
import { useGoodsPreview } from './goodsPreview';
import { RouteLine } from './RouteLine';
import { taobaoIntErrorText } from './taobaoIntErrors';
import { TaobaoIntFigures } from './TaobaoIntFigures';
import { TaobaoIntGoodsLine } from './TaobaoIntGoodsLine';
import type { TaobaoIntFlow } from './useTaobaoIntFlow';

/**
 * The platform's figures: per seller the goods at its prices and the domestic shipping in ¥, the
 * total in VND at the order rate, the wallet before and after, and the one button that moves
 * money. Goods the platform will not sell now are named with its reason, and paying waits until
 * they are left out. Also the screen of a payment that failed (retry, same key while the outcome
 * is unknown) and of figures that moved (confirm the new ones).
 */
export function ReviewStep({ flow, headingRef }: { flow: TaobaoIntFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useLingui();
  const format = useFormat();
  const {
    quote,
    amount: total,
    before,
    review,
  } = usePayReview({ flow, headingRef }, 'taobaoInt', taobaoIntErrorText, (quote) => quote.totalVnd);
  const choices = useSelector(flow, (s) => s.context.choices);
  if (!quote) return null;

  const account = userText(quote.account.accountName);
  return (
    <PayReview
      {...review}
      title={<Trans>Kiểm tra và thanh toán</Trans>}
      changedNotice={
        <Trans>
          Giá trên Taobao quốc tế vừa thay đổi: tổng tiền từ {before} thành {total}. Vui lòng xem lại và xác nhận lần nữa.
        </Trans>
      }
      failedNotice={
        <Trans>Bạn có thể bấm thanh toán lần nữa. Nếu lần trước đơn đã tới MuaHộ, sẽ không có đơn hay khoản trừ tiền nào thêm.</Trans>
      }
      payingLabel={t`Đang đặt hàng…`}
      confirmLabel={<Trans>Thanh toán {total}</Trans>}
      totals={
        <section className="card tbg-section" aria-label={t`Số tiền thanh toán`}>
          <TaobaoIntFigures figures={quote} />
          <SummaryList totals>
            <SummaryRow label={<Trans>Số dư khả dụng</Trans>} amount={format.vnd(quote.availableVnd)} />
            <SummaryRow label={<Trans>Số dư sau khi thanh toán</Trans>} amount={format.vnd(quote.availableVnd - quote.totalVnd)} />
          </SummaryList>
          <p className="muted">
            <Trans>
              Tiền được trừ từ ví ngay khi bạn thanh toán, theo tỷ giá này. Nếu Taobao quốc tế không mua được hàng, toàn bộ tiền được hoàn
              lại vào ví.
            </Trans>
          </p>
        </section>
      }
    >
      <Unavailable quote={quote} flow={flow} />
      <p className="muted">
        <Trans>
          Đặt qua tài khoản <strong>{account}</strong>
        </Trans>
      </p>
      <RouteLine className="muted" warehouse={choices.warehouse} line={choices.line} services={choices.services} />
      {quote.suppliers.map((supplier) => (
        <SupplierGoods key={supplier.supplier} supplier={supplier} />
      ))}
    </PayReview>
  );
}

function SupplierGoods({ supplier }: { supplier: TaobaoIntQuote['suppliers'][number] }) {
  const format = useFormat();
  const headingId = useId();
  const seller = userText(supplier.supplier);
  const shipping = format.cny(supplier.domesticShippingFen);
  return (
    <section className="card tbg-section" aria-labelledby={headingId}>
      <h3 id={headingId} className="tbg-seller__name">
        <Trans>Người bán: {seller}</Trans>
      </h3>
      <ul className="tbg-lines">
        {supplier.lines.map((line) => (
          <TaobaoIntGoodsLine key={`${line.itemId}-${line.skuId ?? ''}`} line={line} />
        ))}
      </ul>
      <p className="tbg-line__price">
        <span className="muted">
          <Trans>Vận chuyển nội địa TQ</Trans>
        </span>
        <span>{shipping}</span>
      </p>
    </section>
  );
}

/** Goods the platform will not sell now, each with its reason, and what to do about them. */
function Unavailable({ quote, flow }: { quote: TaobaoIntQuote; flow: TaobaoIntFlow }) {
  const source = useSelector(flow, (s) => s.context.source);
  const preview = useGoodsPreview(source);
  if (quote.unavailable.length === 0) return null;
  const fromCart = source !== null && 'cartItemIds' in source;
  return (
    <section className="card tbg-unavailable" role="alert">
      <h3 className="tbg-section__title">
        <Trans>Taobao quốc tế không bán sản phẩm này lúc này</Trans>
      </h3>
      <ul>
        {quote.unavailable.map((goods) => {
          const known = preview?.find((line) => line.itemId === goods.itemId && line.skuId === goods.skuId);
          const title = userText(known ? (known.titleVi ?? known.title) : goods.itemId);
          const reason = userText(goods.reason);
          return (
            <li key={`${goods.itemId}-${goods.skuId ?? ''}`}>
              <Trans>
                {title}: {reason}
              </Trans>
            </li>
          );
        })}
      </ul>
      <p>
        {fromCart ? (
          <Trans>Bỏ chọn sản phẩm này trong giỏ hàng rồi đặt lại; các sản phẩm khác vẫn giữ nguyên.</Trans>
        ) : (
          <Trans>Hãy chọn loại hàng khác trên trang sản phẩm, hoặc thêm vào giỏ để MuaHộ mua hộ.</Trans>
        )}
      </p>
    </section>
  );
}
