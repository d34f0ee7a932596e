import { deliveryMachine } from '../../machines/delivery';
import { sampleAddress } from '../../tests/fixtures/checkout';
import {
  sampleDeliverablePackages,
  sampleDelivery,
  sampleDeliveryQuote,
  sampleMovedDeliveryQuote,
  sampleShortDeliveryQuote,
} from '../../tests/fixtures/delivery';
import { payFlowEvents } from './payFlowEvents';
import { actorDone, actorFailed, apiFailure, describeMachine } from './walk';

export const deliveryWalk = describeMachine({
  name: 'delivery',
  description:
    'Asking for delivery (`/delivery/create`): load the packages waiting in a Vietnam warehouse (`GET /Delivery/Packages`), the addresses and whether COD is allowed (none waiting → `empty`, linking to `/package`; no address → `noAddress`, linking to `/address/create`); choose packages (all at first), the address (the default) and the payment (wallet, or COD when settings allow), then `POST /Delivery/Quote`: what is owed per order, the fee, the total and the wallet. Money moves only on `delivery.confirm` (`POST /Delivery` with the accepted total and an Idempotency-Key). A total the wallet cannot cover goes to `shortfall` (the exact amount, a link to recharge; `delivery.requote` on return, or a reload or a new tab with the choices kept on the device for the account, quotes again). 409 `quote-changed` re-quotes and asks to confirm the new figures; `insufficient-funds` re-quotes into `shortfall`; `package-not-ready` reloads the packages and names those no longer offered; `cod-not-allowed` goes back to the choice with the wallet. An attempt whose outcome is unknown keeps its key through retries; a refusal drops it; a changed request takes the fresh key the event carries.',
  machine: deliveryMachine,
  inputs: [
    { name: 'a fresh request', input: {} },
    {
      name: 'choices saved before a recharge',
      input: { saved: { choices: { packageIds: [71, 72], addressId: 5, payment: 'wallet' }, step: 'review' } },
    },
  ],
  // Offer each event only where it means something, so the graph stays small.
  events: (snapshot) => {
    const { quote, error, attempt, choices, codAllowed } = snapshot.context;
    const loaded = { packages: sampleDeliverablePackages, addresses: [sampleAddress], codAllowed: true };
    const notReady = apiFailure('Có kiện hàng chưa về kho Việt Nam', 409, 'package-not-ready');
    const codRefused = apiFailure('Hiện chưa hỗ trợ thanh toán khi nhận hàng (COD)', 409, 'cod-not-allowed');
    const cod = choices.payment === 'cod';
    // The choice changes once, on the first pass only, and only "all packages, wallet" or COD go
    // on to the figures: every other choice would repeat the same states with another context.
    const firstPass = snapshot.matches('choosing') && quote === null && error === null && attempt === null;
    return [
      ...(snapshot.matches('loading')
        ? error?.code === 'package-not-ready'
          ? // The reload after a package left: the other one is still offered.
            [actorDone('loadDelivery', { ...loaded, packages: sampleDeliverablePackages.slice(0, 1) })]
          : [
              actorDone('loadDelivery', loaded),
              actorDone('loadDelivery', { ...loaded, packages: [] }),
              actorDone('loadDelivery', { ...loaded, addresses: [] }),
              actorFailed('loadDelivery', apiFailure('Network Error', null, 'network-request-failed')),
            ]
        : []),
      ...(firstPass && choices.packageIds === null && !cod
        ? [
            { type: 'delivery.togglePackage', packageId: 72 } as const,
            { type: 'delivery.chooseNone' } as const,
            ...(codAllowed ? [{ type: 'delivery.choosePayment', payment: 'cod' } as const] : []),
          ]
        : []),
      ...(firstPass && choices.packageIds?.length === 0 ? [{ type: 'delivery.chooseAll' } as const] : []),
      { type: 'delivery.chooseAddress', addressId: 5 } as const,
      ...(choices.packageIds === null || cod || !snapshot.matches('choosing') ? [{ type: 'delivery.next' } as const] : []),
      { type: 'delivery.back' } as const,
      ...(cod
        ? // Cash on delivery: the figures once, and the server's refusal of COD.
          [
            ...(snapshot.matches('quoting')
              ? [actorDone('quoteDelivery', sampleDeliveryQuote), actorFailed('quoteDelivery', codRefused)]
              : []),
            { type: 'delivery.confirm', idempotencyKey: 'key-1' } as const,
            { type: 'delivery.retry', idempotencyKey: 'key-2' } as const,
            { type: 'delivery.requote' } as const,
            ...(snapshot.matches('paying')
              ? [
                  actorDone('createDelivery', { ...sampleDelivery, payment: 'cod' as const, paidVnd: 0, codVnd: 721_925 }),
                  actorFailed('createDelivery', codRefused),
                ]
              : []),
          ]
        : payFlowEvents(snapshot, 'delivery', {
            quote: 'quoteDelivery',
            figures: { first: sampleDeliveryQuote, short: sampleShortDeliveryQuote, moved: sampleMovedDeliveryQuote },
            quoteFailures: [apiFailure('Máy chủ đang bận', 503, 'internal'), notReady],
            pay: 'createDelivery',
            made: sampleDelivery,
            payRefusals: [notReady, apiFailure('Dữ liệu không hợp lệ', 400, 'validation-failed')],
          })),
    ];
  },
});
