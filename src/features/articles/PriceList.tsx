import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useId } from 'react';
import type { PublicSettings } from '../../../contract/publicSettings';
import { warehouses } from '../../../contract/publicSettings';
import { feeLineLabels, shippingLineLabels, warehouseLabels } from '../../i18n/feeLabels';
import { useFormat } from '../../i18n/useFormat';

/**
 * The price list of `bang-gia`: the settings in force (the server sends them with the page), so
 * the figures are the ones orders are charged with. Each kind of price is a table of its own.
 */
export function PriceList({ prices }: { prices: PublicSettings }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const { rates, fees } = prices;
  const percent = (bps: number) => `${format.number(bps / 100)}%`;
  const perCny = (vnd: number) => t`${format.vnd(vnd)} / ¥1`;

  return (
    <section className="price-list" aria-labelledby="price-list-title">
      <h2 id="price-list-title" className="price-list__title">
        <Trans>Bảng giá hiện hành</Trans>
      </h2>

      <PriceTable title={<Trans>Tỷ giá</Trans>} head={[t`Dịch vụ`, t`Tỷ giá`]}>
        <tr>
          <th scope="row">
            <Trans>Đặt hàng mua hộ</Trans>
          </th>
          <td>{perCny(rates.orderRateVndPerCny)}</td>
        </tr>
        <tr>
          <th scope="row">
            <Trans>Thanh toán hộ</Trans>
          </th>
          <td>{perCny(rates.pobRateVndPerCny)}</td>
        </tr>
      </PriceTable>

      <PriceTable
        title={i18n._(feeLineLabels.purchaseFee)}
        head={[t`Giá trị đơn hàng`, t`Phí`]}
        note={<Trans>Tối thiểu {format.vnd(fees.purchaseFeeMinVnd)} mỗi đơn.</Trans>}
      >
        {fees.purchaseFeeTiers.map((tier) => (
          <tr key={tier.fromVnd}>
            <th scope="row">{tier.fromVnd === 0 ? <Trans>Từ 0 ₫</Trans> : <Trans>Từ {format.vnd(tier.fromVnd)}</Trans>}</th>
            <td>
              <Trans>{percent(tier.bps)} giá trị hàng</Trans>
            </td>
          </tr>
        ))}
      </PriceTable>

      <PriceTable title={i18n._(feeLineLabels.counting)} head={[t`Số sản phẩm trong đơn`, t`Phí mỗi sản phẩm`]}>
        {fees.countingTiers.map((tier) => (
          <tr key={tier.fromItems}>
            <th scope="row">
              <Trans>Từ {tier.fromItems} sản phẩm</Trans>
            </th>
            <td>{format.vnd(tier.perItemVnd)}</td>
          </tr>
        ))}
      </PriceTable>

      {warehouses.map((warehouse) => {
        const routes = fees.shippingPrices.filter((price) => price.warehouse === warehouse);
        if (routes.length === 0) return null;
        return (
          <PriceTable
            key={warehouse}
            title={
              <Trans>
                {i18n._(feeLineLabels.internationalShipping)} về {i18n._(warehouseLabels[warehouse])}
              </Trans>
            }
            head={[t`Tuyến`, t`Cân nặng`, t`Giá mỗi kg`]}
          >
            {routes.flatMap((route) =>
              route.tiers.map((tier) => (
                <tr key={`${route.line}-${tier.fromKg}`}>
                  <th scope="row">{i18n._(shippingLineLabels[route.line])}</th>
                  <td>{tier.fromKg === 0 ? <Trans>Từ 0 kg</Trans> : <Trans>Từ {format.number(tier.fromKg)} kg</Trans>}</td>
                  <td>{format.vnd(tier.perKgVnd)}</td>
                </tr>
              )),
            )}
          </PriceTable>
        );
      })}

      <PriceTable title={<Trans>Phí khác</Trans>} head={[t`Khoản`, t`Mức`]}>
        <tr>
          <th scope="row">{i18n._(feeLineLabels.insurance)}</th>
          <td className="price-table__text">
            <Trans>{percent(fees.insuranceBps)} giá trị hàng (nếu chọn)</Trans>
          </td>
        </tr>
        <tr>
          <th scope="row">
            <Trans>Phí lưu kho</Trans>
          </th>
          <td className="price-table__text">
            <Trans>
              Miễn phí {fees.storage.freeDays} ngày đầu, sau đó {format.vnd(fees.storage.perKgPerDayVnd)} mỗi kg mỗi ngày
            </Trans>
          </td>
        </tr>
        <tr>
          <th scope="row">
            <Trans>Phí thanh toán hộ</Trans>
          </th>
          <td className="price-table__text">
            <Trans>{percent(fees.pobFeeBps)} số tiền thanh toán</Trans>
          </td>
        </tr>
        <tr>
          <th scope="row">
            <Trans>Đặt cọc khi đặt hàng</Trans>
          </th>
          <td className="price-table__text">
            <Trans>{percent(fees.depositBps)} giá trị đơn</Trans>
          </td>
        </tr>
      </PriceTable>
    </section>
  );
}

/** One kind of price: a captioned table whose first column names each row, scrollable on a narrow phone. */
function PriceTable({ title, head, note, children }: { title: ReactNode; head: string[]; note?: ReactNode; children: ReactNode }) {
  const noteId = useId();
  return (
    <div className="card price-table">
      <div className="price-table__scroll">
        <table aria-describedby={note ? noteId : undefined}>
          <caption>{title}</caption>
          <thead>
            <tr>
              {head.map((name) => (
                <th key={name} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
      {note && (
        <p id={noteId} className="muted price-table__note">
          {note}
        </p>
      )}
    </div>
  );
}
