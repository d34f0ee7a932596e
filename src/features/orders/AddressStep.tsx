import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { AddressChoice, NoAddressPanel } from '../../components/AddressChoice';
import { FormAlert } from '../../components/form/FormAlert';
import type { PayFlowScreenProps } from '../../components/payFlow/PayFlowPage';
import { StepNext } from '../../components/StepFlow';
import { orderErrorText } from './orderErrors';
import { ShopGroups } from './ShopGroups';
import type { CheckoutFlow } from './useCheckoutFlow';

/** Step 1: the selected lines as orders, and where they go. */
export function AddressStep({ flow, headingRef, returnTo }: PayFlowScreenProps<CheckoutFlow>) {
  const items = useSelector(flow, (s) => s.context.items);
  const error = useSelector(flow, (s) => s.context.error);
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Chọn địa chỉ nhận hàng</Trans>
      </h2>
      <FormAlert message={orderErrorText(error)} />
      <ShopGroups items={items} />
      <AddressChoice flow={flow} prefix="checkout" legendClassName="checkout-section-title" returnTo={returnTo} />
      <StepNext flow={flow} event={{ type: 'checkout.next' }}>
        <Trans>Tiếp tục</Trans>
      </StepNext>
    </>
  );
}

/** No saved address yet: the one thing to do is add one. */
export function NoAddressStep({ headingRef, returnTo }: PayFlowScreenProps<CheckoutFlow>) {
  return (
    <NoAddressPanel headingRef={headingRef} returnTo={returnTo}>
      <Trans>Thêm một địa chỉ để chúng tôi biết giao hàng tới đâu. Sau khi lưu, bạn sẽ quay lại đây để đặt hàng tiếp.</Trans>
    </NoAddressPanel>
  );
}
