import { Trans, useLingui } from '@lingui/react/macro';
import type { PobSite } from '../../../contract/pobStatus';
import { pobSiteLabels } from './labels';
import './pob.css';

/** What is paid and where: the site, the seller's order numbers and the link staff will open. */
export function PobRequestSummary({ request }: { request: { site: PobSite; sellerOrderIds: string[]; paymentLink: string } }) {
  const { i18n } = useLingui();
  const site = i18n._(pobSiteLabels[request.site]);
  return (
    <section className="card pob-request">
      <h3 className="pob-section-title">
        <Trans>Thanh toán cho người bán trên {site}</Trans>
      </h3>
      <p className="muted">
        <Trans>Mã đơn của người bán</Trans>
      </p>
      <ul className="pob-order-ids">
        {request.sellerOrderIds.map((id) => (
          <li key={id}>{id}</li>
        ))}
      </ul>
      <p className="pob-link">
        <a href={request.paymentLink} target="_blank" rel="noreferrer noopener">
          {request.paymentLink}
        </a>
      </p>
    </section>
  );
}
