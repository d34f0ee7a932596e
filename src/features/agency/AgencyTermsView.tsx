import { Trans } from '@lingui/react/macro';
import type { AgencyTerms } from '../../../contract/agency';
import { SummaryList, SummaryRow } from '../../components/SummaryList';
import { useFormat } from '../../i18n/useFormat';

/**
 * An agency's price terms as its customers are charged: the deposit, the purchase fee by order
 * value and its minimum. `custom` false means the agency follows the price list of everyone.
 */
export function AgencyTermsView({ terms, custom }: { terms: AgencyTerms; custom: boolean }) {
  const format = useFormat();
  const percent = (bps: number) => `${format.number(bps / 100)}%`;
  const tiers = terms.purchaseFeeTiers;
  return (
    <>
      <p className="muted">
        {custom ? (
          <Trans>Giá riêng của đại lý, thay cho đặt cọc và phí mua hàng của bảng giá chung.</Trans>
        ) : (
          <Trans>Theo bảng giá chung của MuaHộ.</Trans>
        )}
      </p>
      <SummaryList>
        <SummaryRow label={<Trans>Đặt cọc khi đặt hàng</Trans>} amount={percent(terms.depositBps)} />
        {tiers.map((tier, index) => {
          const from = format.vnd(tier.fromVnd);
          const next = tiers[index + 1];
          const to = next ? format.vnd(next.fromVnd) : '';
          return (
            <SummaryRow
              key={tier.fromVnd}
              label={
                next ? (
                  <Trans>
                    Phí mua hàng, đơn từ {from} đến dưới {to}
                  </Trans>
                ) : (
                  <Trans>Phí mua hàng, đơn từ {from}</Trans>
                )
              }
              amount={percent(tier.bps)}
            />
          );
        })}
        <SummaryRow label={<Trans>Phí mua hàng tối thiểu mỗi đơn</Trans>} amount={format.vnd(terms.purchaseFeeMinVnd)} />
      </SummaryList>
    </>
  );
}
