import { Trans, useLingui } from '@lingui/react/macro';
import { shippingPriceFor } from '../../contract/fees';
import { shippingLines, warehouses, type FeePolicy, type ShippingLine, type Warehouse } from '../../contract/publicSettings';
import { shippingLineLabels, warehouseLabels } from '../i18n/feeLabels';
import { ChoiceChips } from './ChoiceChips';

/**
 * The routes the fee settings price, for the chosen warehouse: a warehouse is offered when it has
 * at least one priced line. Anything else could not be quoted, so it is not offered at all.
 */
export function offeredRoutes(policy: FeePolicy, warehouse: Warehouse): { warehouses: Warehouse[]; lines: ShippingLine[] } {
  return {
    warehouses: warehouses.filter((w) => shippingLines.some((l) => shippingPriceFor(policy, w, l))),
    lines: shippingLines.filter((l) => shippingPriceFor(policy, warehouse, l)),
  };
}

/** Where a shipment lands in Vietnam and by which line, as chips; no line chips while none is priced. */
export function RouteChips({
  offered,
  warehouse,
  line,
  onWarehouse,
  onLine,
}: {
  offered: { warehouses: readonly Warehouse[]; lines: readonly ShippingLine[] };
  warehouse: Warehouse;
  line: ShippingLine | undefined;
  onWarehouse: (warehouse: Warehouse) => void;
  onLine: (line: ShippingLine) => void;
}) {
  const { i18n } = useLingui();
  return (
    <>
      <ChoiceChips
        legend={<Trans>Kho nhận tại Việt Nam</Trans>}
        name="warehouse"
        choices={offered.warehouses.map((w) => ({ value: w, label: i18n._(warehouseLabels[w]) }))}
        value={warehouse}
        onChange={onWarehouse}
      />
      {line !== undefined && offered.lines.length > 0 && (
        <ChoiceChips
          legend={<Trans>Tuyến vận chuyển</Trans>}
          name="line"
          choices={offered.lines.map((l) => ({ value: l, label: i18n._(shippingLineLabels[l]) }))}
          value={line}
          onChange={onLine}
        />
      )}
    </>
  );
}
