import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ComplaintSubject } from '../../../contract/complaintStatus';

/**
 * "Khiếu nại": files a complaint about this order, consignment or request, from its page. Beside
 * "Nhắn tin" on those pages; each page offers it only once what it shows can be complained about
 * (received, or paid), as the server checks again.
 */
export function ComplainLink({ type, id }: { type: ComplaintSubject; id: number }) {
  return (
    <Link to="/orderComplaint/new" search={{ type, id }} className="btn btn-secondary">
      <Trans>Khiếu nại</Trans>
    </Link>
  );
}
