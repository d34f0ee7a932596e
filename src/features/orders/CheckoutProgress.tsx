import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { checkoutSteps, type CheckoutStep } from './useCheckoutFlow';

const stepLabels: Record<CheckoutStep, MessageDescriptor> = {
  address: msg`Địa chỉ`,
  services: msg`Dịch vụ`,
  review: msg`Đặt cọc`,
  done: msg`Hoàn tất`,
};

/** Where the customer is among the checkout's steps; the current one is `aria-current="step"`. */
export function CheckoutProgress({ step }: { step: CheckoutStep }) {
  const { i18n, t } = useLingui();
  const current = checkoutSteps.indexOf(step);
  return (
    <ol className="checkout-progress" aria-label={t`Các bước đặt hàng`}>
      {checkoutSteps.map((name, index) => (
        <li
          key={name}
          className={`checkout-progress__step${index < current ? ' checkout-progress__step--done' : ''}${index === current ? ' checkout-progress__step--current' : ''}`}
          aria-current={index === current ? 'step' : undefined}
        >
          <span className="checkout-progress__number" aria-hidden="true">
            {index + 1}
          </span>
          <span>{i18n._(stepLabels[name])}</span>
        </li>
      ))}
    </ol>
  );
}
