import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, type ReactNode } from 'react';
import { Icon } from '../../components/icons/icons';
import { userText } from '../../i18n/userText';
import { ProductSearchBox } from '../../components/ProductSearchBox';
import { InstallButton } from '../../pwa/InstallButton';
import { useCurrentUser } from '../../session/SessionProvider';
import { serviceGroupsFor, type ServiceGroup } from './services';
import './home.css';

/**
 * `wallet` is the wallet's summary, handed in by the route: features do not import each other,
 * so the home page only leaves it a place, above the services.
 */
export function HomePage({ wallet }: { wallet?: ReactNode }) {
  const user = useCurrentUser();
  const name = userText(user?.fullName ?? '');
  const customerCode = user?.customerCode;
  return (
    <div className="page home">
      <section className="home-hello card" aria-labelledby="home-hello">
        <h2 id="home-hello" className="home-hello__name">
          {user ? <Trans>Xin chào, {name}</Trans> : <Trans>Xin chào</Trans>}
        </h2>
        {user && (
          <p className="home-hello__code">
            <Trans>
              Mã khách hàng: <strong>{customerCode}</strong>
            </Trans>
          </p>
        )}
        <ProductSearchBox labelHidden className="home-search product-search--on-brand" />
      </section>
      {wallet}
      <InstallButton />
      {serviceGroupsFor(user?.role).map((group, index) => (
        <ServiceSection key={index} group={group} />
      ))}
    </div>
  );
}

function ServiceSection({ group }: { group: ServiceGroup }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section className="home-services card" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-services__title">
        {i18n._(group.title)}
      </h2>
      <ul className="home-services__grid">
        {group.services.map((service) => (
          <li key={service.to}>
            <Link to={service.to} className="home-service">
              <span className="home-service__icon">
                <Icon name={service.icon} />
              </span>
              <span className="home-service__label">{i18n._(service.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
