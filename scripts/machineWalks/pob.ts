import { pobMachine } from '../../machines/pob';
import {
  samplePob,
  samplePobQuote,
  samplePobRequest,
  samplePobRules,
  sampleMovedPobQuote,
  sampleShortPobQuote,
} from '../../tests/fixtures/orderPob';
import { payFlowEvents } from './payFlowEvents';
import { actorDone, actorFailed, apiFailure, describeMachine } from './walk';

export const pobWalk = describeMachine({
  name: 'pob',
  description:
    "Paying a Chinese seller on the customer's behalf (`/orderPob/create`): load the POB rate, fee and daily limits from the public settings, fill the form (the payment link or its share text or QR picture, the site, the seller's order numbers, the amount in ¥), checked with the contract's schema, then `POST /OrderPob/Quote`: the amount at the POB rate, the fee, the total and what is left of today's limits. Money moves only on `pob.confirm` (`POST /OrderPob` with the accepted total and an Idempotency-Key). A total the wallet cannot cover goes to `shortfall` (the exact amount, a link to recharge; `pob.requote` on return, or a reload with the request kept on the device for the account, quotes again). 409 `quote-changed` re-quotes and asks to confirm the new figures; `insufficient-funds` re-quotes into `shortfall`; a daily limit or a field the server refuses goes back to the form with the reason. An attempt whose outcome is unknown keeps its key through retries; a refusal drops it.",
  machine: pobMachine,
  inputs: [
    { name: 'a fresh request', input: {} },
    { name: 'a request saved before a recharge', input: { saved: { choices: samplePobRequest, step: 'review' } } },
  ],
  events: (snapshot) => {
    const overLimit = apiFailure('Bạn đã dùng hết 20 yêu cầu thanh toán hộ hôm nay', 422, 'pob-daily-count-exceeded');
    return [
      ...(snapshot.matches('loading')
        ? [
            actorDone('loadPobRules', samplePobRules),
            actorFailed('loadPobRules', apiFailure('Network Error', null, 'network-request-failed')),
          ]
        : []),
      { type: 'pob.next', request: samplePobRequest } as const,
      { type: 'pob.back' } as const,
      ...payFlowEvents(snapshot, 'pob', {
        quote: 'quotePob',
        figures: { first: samplePobQuote, short: sampleShortPobQuote, moved: sampleMovedPobQuote },
        quoteFailures: [apiFailure('Máy chủ đang bận', 503, 'internal'), overLimit],
        pay: 'createPob',
        made: samplePob,
        payRefusals: [overLimit, apiFailure('Yêu cầu không hợp lệ', 409, 'conflict-other')],
      }),
    ];
  },
});
