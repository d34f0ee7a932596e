import { taobaoIntMachine } from '../../machines/taobaoInt';
import {
  sampleMovedTaobaoIntQuote,
  sampleNewTaobaoIntOrder,
  sampleShortTaobaoIntQuote,
  sampleTaobaoAccount,
  sampleTaobaoIntQuote,
  sampleTaobaoIntRender,
} from '../../tests/fixtures/taobaoIntOrders';
import { payFlowEvents } from './payFlowEvents';
import { actorDone, actorFailed, apiFailure, describeMachine } from './walk';

const goods = { goods: sampleTaobaoIntRender.goods! };
const choices = {
  accountId: null,
  warehouse: sampleTaobaoIntRender.warehouse,
  line: sampleTaobaoIntRender.line,
  services: { crate: false, insurance: false },
  note: '',
};

export const taobaoIntWalk = describeMachine({
  name: 'taobaoInt',
  description:
    "\"Đặt qua Taobao quốc tế\" (`/taobaoIntOrder/create`): a Taobao or Tmall product's SKU, or cart lines of those sites, bought through the person's own linked Taobao Global account and paid from the wallet. Load the linked accounts (`GET /TaobaoIntToken`) and, from the cart, its selected Taobao and Tmall lines; with none (or only links that need linking again) the page leads to `/taobaoIntToken`, which comes back and starts again. Choose the account, the Vietnam warehouse, the line, the crate and insurance of the consignment that will carry the goods on, and a word for the sellers; then `POST /TaobaoIntOrder/Render`: per seller the goods at the platform's prices and the domestic shipping in ¥, the total in VND at the order rate, the wallet and the shortfall. Goods the platform will not sell now are listed apart and paying waits until they are left out. Money moves only on `taobaoInt.confirm` (`POST /TaobaoIntOrder` with the accepted total and an Idempotency-Key). A total the wallet cannot cover goes to `shortfall` (the exact amount, a link to recharge that comes back; `taobaoInt.requote`, or a reload with the choices kept on the device for the account and these goods, quotes again). 409 `quote-changed` re-quotes and asks to confirm the new figures; `insufficient-funds` re-quotes into `shortfall`; `taobao-goods-unavailable` re-quotes to name them; a link that needs linking again goes to link it; cart lines ordered elsewhere end the flow with the reason; a route the settings do not price goes back to the choices. An attempt whose outcome is unknown keeps its key through retries; a refusal drops it.",
  machine: taobaoIntMachine,
  inputs: [
    { name: 'a product page', input: { origin: goods } },
    { name: 'the cart', input: { origin: 'cart' } },
    { name: 'choices saved before a recharge', input: { origin: goods, saved: { choices, step: 'review' } } },
    { name: 'an address without goods', input: { origin: null } },
  ],
  events: (snapshot) => {
    const relink = apiFailure('Liên kết Taobao quốc tế đã hết hạn, vui lòng liên kết lại', 409, 'taobao-global-relink-required');
    const noRoute = apiFailure('Dữ liệu không hợp lệ', 400, 'validation-failed', [{ path: 'line', message: 'no shipping price' }]);
    return [
      ...(snapshot.matches('loading')
        ? [
            actorDone('loadTaobaoInt', { accounts: [sampleTaobaoAccount], cartItemIds: [21] }),
            actorDone('loadTaobaoInt', { accounts: [sampleTaobaoAccount], cartItemIds: [] }),
            actorDone('loadTaobaoInt', { accounts: [], cartItemIds: [21] }),
            actorFailed('loadTaobaoInt', apiFailure('Network Error', null, 'network-request-failed')),
          ]
        : []),
      { type: 'taobaoInt.change', choices: { warehouse: 'hcm' } } as const,
      { type: 'taobaoInt.next' } as const,
      { type: 'taobaoInt.back' } as const,
      ...payFlowEvents(snapshot, 'taobaoInt', {
        quote: 'renderTaobaoInt',
        figures: { first: sampleTaobaoIntQuote, short: sampleShortTaobaoIntQuote, moved: sampleMovedTaobaoIntQuote },
        quoteFailures: [apiFailure('Taobao quốc tế đang không phản hồi', 503, 'taobao-global-unavailable'), relink, noRoute],
        pay: 'createTaobaoInt',
        made: sampleNewTaobaoIntOrder,
        payRefusals: [
          apiFailure('Có sản phẩm không bán được', 409, 'taobao-goods-unavailable'),
          relink,
          apiFailure('Giỏ hàng đã thay đổi', 409, 'cart-changed'),
        ],
      }),
    ];
  },
});
