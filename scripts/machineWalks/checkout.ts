import { checkoutMachine, type CheckoutChoices } from '../../machines/checkout';
import { sampleAddress, sampleCartItem, sampleMovedQuote, sampleOrder, sampleQuote, sampleShortQuote } from '../../tests/fixtures/checkout';
import { payFlowEvents } from './payFlowEvents';
import { actorDone, actorFailed, apiFailure, describeMachine } from './walk';

const savedChoices: CheckoutChoices = {
  addressId: 5,
  services: { counting: true, crate: false, insurance: false },
  warehouse: 'hn',
  line: 'normal',
  note: '',
};

export const checkoutWalk = describeMachine({
  name: 'checkout',
  description:
    'Checkout of buy-for-me orders (`/orderOrdering/create`), one order per shop: load the selected cart lines and the addresses (none selected → `empty`; no address → `noAddress`, linking to `/address/create`), choose the address, then services (counting, crate, insurance), destination warehouse and line, then `POST /OrderOrdering/Quote`. The review shows every fee line and the deposit; money moves only on `checkout.confirm` (`POST /OrderOrdering` with the accepted deposit and an Idempotency-Key). A deposit the wallet cannot cover goes to `shortfall` (the exact amount, a link to recharge; `checkout.requote` on return, or a reload or a new tab with the choices kept on the device for the account, quotes again). 409 `quote-changed` re-quotes and asks to confirm the new figures; 409 `insufficient-funds` re-quotes into `shortfall`; 409 `cart-changed` reloads the cart. An attempt whose outcome is unknown keeps its key through retries; a refusal drops it; a changed request takes the fresh key the event carries.',
  machine: checkoutMachine,
  inputs: [
    { name: 'a fresh checkout', input: {} },
    { name: 'choices saved before a recharge', input: { saved: { choices: savedChoices, step: 'review' } } },
  ],
  // Offer each event only where it means something, so the graph stays small.
  events: (snapshot) => {
    const loaded = { items: [sampleCartItem], addresses: [sampleAddress] };
    const cartChanged = apiFailure('Giỏ hàng đã thay đổi', 409, 'cart-changed');
    return [
      ...(snapshot.matches('loading')
        ? [
            actorDone('loadCheckout', loaded),
            actorDone('loadCheckout', { items: [], addresses: [sampleAddress] }),
            actorDone('loadCheckout', { items: [sampleCartItem], addresses: [] }),
            actorFailed('loadCheckout', apiFailure('Network Error', null, 'network-request-failed')),
          ]
        : []),
      { type: 'checkout.chooseAddress', addressId: 5 } as const,
      // One change of services, from the fresh start only (the saved choices count already):
      // every later state would otherwise come twice.
      ...(snapshot.context.choices.services.insurance || snapshot.context.choices.services.counting
        ? []
        : [{ type: 'checkout.change', choices: { services: { counting: false, crate: false, insurance: true } } } as const]),
      { type: 'checkout.next' } as const,
      { type: 'checkout.back' } as const,
      ...payFlowEvents(snapshot, 'checkout', {
        quote: 'quoteCheckout',
        figures: { first: sampleQuote, short: sampleShortQuote, moved: sampleMovedQuote },
        quoteFailures: [apiFailure('Máy chủ đang bận', 503, 'internal'), cartChanged],
        pay: 'createOrders',
        made: [sampleOrder],
        payRefusals: [cartChanged, apiFailure('Dữ liệu không hợp lệ', 400, 'validation-failed')],
      }),
    ];
  },
});
