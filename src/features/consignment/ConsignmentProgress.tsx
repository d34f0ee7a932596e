import { Trans, useLingui } from '@lingui/react/macro';
import { consignmentProgress, type ConsignmentStatus } from '../../../contract/shipmentStatus';
import { consignmentStatusLabels } from '../../components/consignment/statusLabels';

/**
 * How far along the main line the order is: a bar, and every step named with the current one
 * marked (aria-current, and in words for the steps passed), so the colour is never the only sign.
 * A cancelled order has left the line and says so instead.
 */
export function ConsignmentProgress({ status }: { status: ConsignmentStatus }) {
  const { i18n, t } = useLingui();
  const index = consignmentProgress.indexOf(status);
  if (index < 0) {
    return (
      <p className="consignment-progress__cancelled">
        <Trans>Đơn đã hủy và không còn được vận chuyển.</Trans>
      </p>
    );
  }
  const step = index + 1;
  const steps = consignmentProgress.length;
  const current = i18n._(consignmentStatusLabels[status]);
  return (
    <div className="consignment-progress">
      <div
        className="consignment-progress__bar"
        role="progressbar"
        aria-label={t`Tiến trình đơn`}
        aria-valuemin={1}
        aria-valuemax={steps}
        aria-valuenow={step}
        aria-valuetext={t`Bước ${step}/${steps}: ${current}`}
      >
        <span className="consignment-progress__fill" style={{ width: `${(step / steps) * 100}%` }} />
      </div>
      <ol className="consignment-progress__steps">
        {consignmentProgress.map((name, position) => (
          <li
            key={name}
            className={`consignment-progress__step${position < index ? ' consignment-progress__step--done' : ''}${position === index ? ' consignment-progress__step--current' : ''}`}
            aria-current={position === index ? 'step' : undefined}
          >
            {i18n._(consignmentStatusLabels[name])}
            {position < index && <span className="visually-hidden">, {t`đã qua`}</span>}
          </li>
        ))}
      </ol>
    </div>
  );
}
