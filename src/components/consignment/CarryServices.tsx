import { Trans } from '@lingui/react/macro';
import type { ComponentProps } from 'react';
import type { FeePolicy } from '../../../contract/publicSettings';
import { useFormat } from '../../i18n/useFormat';
import { CheckRow } from '../CheckRow';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'>;

/**
 * The services a consignment offers on the way from the China warehouse, each with what it costs
 * under the fee policy: a wooden crate and insurance. A consignment asks them when it is made, a
 * Taobao Global order for the consignment that will carry its goods; each passes its checkbox's
 * props (`form.register(...)`, or `checked` and `onChange`).
 */
export function CarryServices({ policy, crate, insurance }: { policy: FeePolicy; crate: CheckboxProps; insurance: CheckboxProps }) {
  const format = useFormat();
  const firstKg = format.cny(policy.crate.firstKgFen);
  const nextKg = format.cny(policy.crate.nextKgFen);
  const insurancePercent = format.number(policy.insuranceBps / 100);
  return (
    <>
      <CheckRow
        label={<Trans>Đóng gỗ</Trans>}
        hint={
          <Trans>
            Đóng thùng gỗ cho hàng dễ vỡ: {firstKg} cho kg đầu, {nextKg} mỗi kg tiếp theo.
          </Trans>
        }
        {...crate}
      />
      <CheckRow
        label={<Trans>Bảo hiểm hàng hóa</Trans>}
        hint={<Trans>Bồi thường khi hàng thất lạc hoặc hư hỏng; phí {insurancePercent}% giá trị hàng khai báo.</Trans>}
        {...insurance}
      />
    </>
  );
}
