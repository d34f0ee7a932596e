import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OrderServices } from '../../../contract/fees';
import type { FeePolicy } from '../../../contract/publicSettings';
import type { Formatters } from '../../i18n/format';

export type ServiceName = keyof OrderServices;

export const serviceTitles: Record<ServiceName, MessageDescriptor> = {
  counting: msg`Kiểm đếm`,
  crate: msg`Đóng gỗ`,
  insurance: msg`Bảo hiểm hàng hóa`,
};

/**
 * One sentence per service with today's prices from the public settings, so the customer knows
 * what ticking it costs before the quote (the settings are data an admin edits, never constants).
 */
export function serviceHints(policy: FeePolicy, rateVndPerCny: number, format: Formatters, i18n: I18n): Record<ServiceName, string> {
  const tiers = [...policy.countingTiers].sort((a, b) => a.fromItems - b.fromItems);
  const countingPrices = tiers
    .map((tier, index) => {
      const next = tiers[index + 1];
      const price = format.vnd(tier.perItemVnd);
      const from = format.number(tier.fromItems);
      const to = next ? format.number(next.fromItems - 1) : '';
      return next ? i18n._(msg`${from}–${to} sản phẩm: ${price}/sp`) : i18n._(msg`từ ${from} sản phẩm: ${price}/sp`);
    })
    .join('; ');
  const firstKg = format.cny(policy.crate.firstKgFen);
  const nextKg = format.cny(policy.crate.nextKgFen);
  const rate = format.vnd(rateVndPerCny);
  const insurance = format.number(policy.insuranceBps / 100);
  return {
    counting: i18n._(msg`Nhân viên đếm từng sản phẩm khi hàng về kho TQ, tránh thiếu hàng. ${countingPrices}.`),
    crate: i18n._(
      msg`Đóng thùng gỗ cho hàng dễ vỡ: ${firstKg} kg đầu, ${nextKg} mỗi kg tiếp theo (tỷ giá ${rate}/¥); tính khi hàng về kho.`,
    ),
    insurance: i18n._(msg`Bồi thường khi hàng thất lạc hoặc hư hỏng; phí ${insurance}% tiền hàng.`),
  };
}
