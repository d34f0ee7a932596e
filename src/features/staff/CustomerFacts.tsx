import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { hasAccess } from '../../../contract/roles';
import type { CustomerContact } from '../../../contract/user';
import { useCurrentUser } from '../../session/SessionProvider';

/** A customer's code, a link to their console page for staff who may open it (care or money). */
export function CustomerLink({ userId, customerCode }: { userId: number; customerCode: string }) {
  const user = useCurrentUser();
  return user && hasAccess(user, ['care', 'money']) ? (
    <Link to="/staff/customers/$id" params={{ id: String(userId) }}>
      {customerCode}
    </Link>
  ) : (
    <>{customerCode}</>
  );
}

/** Whose an object is, as rows of a console page's facts list: the customer, their phone (a call away) and e-mail. */
export function CustomerFacts({ userId, customerCode, customer }: { userId: number; customerCode: string; customer: CustomerContact }) {
  return (
    <>
      <dt>
        <Trans>Khách hàng</Trans>
      </dt>
      <dd>
        <CustomerLink userId={userId} customerCode={customerCode} /> · <bdi>{customer.fullName}</bdi>
      </dd>
      {customer.phone && (
        <>
          <dt>
            <Trans>Điện thoại</Trans>
          </dt>
          <dd>
            <a href={`tel:${customer.phone}`}>{customer.phone}</a>
          </dd>
        </>
      )}
      <dt>
        <Trans>Email</Trans>
      </dt>
      <dd>{customer.email}</dd>
    </>
  );
}
