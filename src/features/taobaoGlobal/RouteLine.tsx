import { useLingui } from '@lingui/react/macro';
import type { ShippingLine, Warehouse } from '../../../contract/publicSettings';
import { shippingLineLabels, warehouseLabels } from '../../i18n/feeLabels';

/** How the goods travel on from the China warehouse, in a line: "Kho Hà Nội · Tuyến thường · Đóng gỗ". */
export function RouteLine({
  warehouse,
  line,
  services,
  className,
}: {
  warehouse: Warehouse;
  line: ShippingLine;
  services: { crate: boolean; insurance: boolean };
  className?: string;
}) {
  const { i18n, t } = useLingui();
  const parts = [
    i18n._(warehouseLabels[warehouse]),
    i18n._(shippingLineLabels[line]),
    services.crate ? t`Đóng gỗ` : null,
    services.insurance ? t`Bảo hiểm hàng hóa` : null,
  ].filter(Boolean);
  return <p className={className}>{parts.join(' · ')}</p>;
}
