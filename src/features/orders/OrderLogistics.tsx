import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Order } from '../../../contract/orders';
import { CardSection } from '../../components/CardSection';
import { CopyButton } from '../../components/CopyButton';
import { useFormat } from '../../i18n/useFormat';
import { packageStatusLabels } from '../../i18n/packageStatusLabels';

/** Purchase invoice codes, the sellers' tracking codes and the packages weighed in our warehouses. */
export function OrderLogistics({ order }: { order: Order }) {
  const { t } = useLingui();
  if (order.invoiceCodes.length === 0 && order.trackingCodes.length === 0 && order.packages.length === 0) return null;
  return (
    <CardSection className="order-section" titleClassName="checkout-section-title" title={<Trans>Mã hóa đơn và vận chuyển</Trans>}>
      <CodeList title={<Trans>Mã hóa đơn mua hàng</Trans>} codes={order.invoiceCodes} copyLabel={(code) => t`mã hóa đơn ${code}`} />
      <CodeList title={<Trans>Mã vận đơn</Trans>} codes={order.trackingCodes} copyLabel={(code) => t`mã vận đơn ${code}`} />
      {order.packages.length > 0 && <Packages packages={order.packages} />}
    </CardSection>
  );
}

function CodeList({ title, codes, copyLabel }: { title: ReactNode; codes: string[]; copyLabel: (code: string) => string }) {
  if (codes.length === 0) return null;
  return (
    <div className="order-codes">
      <h3 className="order-codes__title">{title}</h3>
      <ul>
        {codes.map((code) => (
          <li key={code} className="order-code">
            <span className="order-code__value">{code}</span>
            <CopyButton value={code} label={copyLabel(code)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function Packages({ packages }: { packages: Order['packages'] }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const kg = (grams: number) => `${format.number(grams / 1000)} kg`;
  return (
    <div className="order-codes">
      <h3 className="order-codes__title">
        <Trans>Kiện hàng</Trans>
      </h3>
      <ul>
        {packages.map((pkg) => {
          const size = `${format.number(pkg.lengthCm)} × ${format.number(pkg.widthCm)} × ${format.number(pkg.heightCm)} cm`;
          const weight = kg(pkg.weightGrams);
          const chargeable = kg(pkg.chargeableGrams);
          return (
            <li key={pkg.id} className="order-package">
              <span className="order-code">
                <strong className="order-code__value">{pkg.code}</strong>
                <CopyButton value={pkg.code} label={t`mã kiện ${pkg.code}`} />
              </span>
              <span className="muted">{i18n._(packageStatusLabels[pkg.status])}</span>
              <span>
                <Trans>
                  Cân nặng {weight} · Kích thước {size} · Tính phí {chargeable}
                </Trans>
              </span>
              {pkg.trackingCode && <TrackingOf code={pkg.trackingCode} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function TrackingOf({ code }: { code: string }) {
  return (
    <span className="muted">
      <Trans>Mã vận đơn: {code}</Trans>
    </span>
  );
}
