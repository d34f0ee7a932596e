import { Trans } from '@lingui/react/macro';
import { PayFlowPage } from '../../components/payFlow/PayFlowPage';
import { PobFigures } from '../../components/pob/PobFigures';
import { DoneStep } from './DoneStep';
import { FillStep } from '../../components/pob/FillStep';
import { pobErrorText } from '../../components/pob/pobErrors';
import { pobFlowWords } from '../../components/pob/pobFlowWords';
import { ReviewStep } from '../../components/pob/ReviewStep';
import { usePobFlow } from './usePobFlow';
import './orderPob.css';

/** Where the recharge page sends the customer back to: this flow, which quotes again. */
const POB_CREATE_PATH = '/orderPob/create';

/**
 * /orderPob/create: the seller's payment request, the figures, paid from the wallet
 * (machines/pob.ts). The request survives a reload and a trip to recharge.
 */
export function PobCreatePage() {
  const flow = usePobFlow();
  return (
    <PayFlowPage
      flow={flow}
      prefix="pob"
      className="pob-page"
      returnTo={POB_CREATE_PATH}
      words={pobFlowWords}
      errorText={pobErrorText}
      shortfall={{
        totalOf: (quote) => quote.totalVnd,
        note: <Trans>Yêu cầu của bạn đã được lưu. Sau khi nạp tiền, quay lại đây; số tiền sẽ được tính lại trước khi bạn xác nhận.</Trans>,
        figures: (quote) => (
          <section className="card">
            <PobFigures figures={quote} />
          </section>
        ),
      }}
      screens={{ filling: FillStep, review: ReviewStep, done: DoneStep }}
    />
  );
}
