import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ConsignmentTrackingCode } from '../../../contract/consignment';
import { CopyButton } from '../../components/CopyButton';
import { useFormat } from '../../i18n/useFormat';
import { trackingCodeStatusLabels } from './labels';

/** The codes the customer gave, each with its own state (given, scanned by a warehouse, matched). */
export function TrackingCodeList({ codes }: { codes: ConsignmentTrackingCode[] }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const headingId = useId();
  const matched = codes.filter((code) => code.status === 'matched').length;
  const count = codes.length;
  return (
    <section className="card consignment-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="consignment-section__title">
        <Trans>Mã vận đơn</Trans>
      </h2>
      <p className="muted">
        <Trans>
          {matched}/{count} mã đã về kho
        </Trans>
      </p>
      <ul className="consignment-codes__list" aria-labelledby={headingId}>
        {codes.map((code) => {
          const value = code.code;
          return (
            <li key={code.code} className="consignment-code">
              <span className="consignment-code__main">
                <span className="consignment-code__value">{code.code}</span>
                <span className={`consignment-code__status consignment-code__status--${code.status}`}>
                  {i18n._(trackingCodeStatusLabels[code.status])}
                </span>
              </span>
              {code.receivedAt && (
                <time className="muted consignment-code__time" dateTime={code.receivedAt}>
                  {format.dateTime(code.receivedAt)}
                </time>
              )}
              <CopyButton value={code.code} label={t`mã vận đơn ${value}`} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
