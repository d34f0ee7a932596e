import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { shipmentEstimate } from '../../../contract/fees';
import type { ShippingLine, Warehouse } from '../../../contract/publicSettings';
import { useApi } from '../../api/ApiProvider';
import { publicSettingsQuery } from '../../api/publicSettings';
import { CheckRow } from '../../components/CheckRow';
import { LoadFailed } from '../../components/LoadFailed';
import { offeredRoutes, RouteChips } from '../../components/RouteChips';
import { FieldError } from '../../components/form/FieldError';
import { MoneyField } from '../../components/form/MoneyField';
import { TextField } from '../../components/form/TextField';
import { useFormat } from '../../i18n/useFormat';
import { emptyFields, MAX_SIDE_CM, MAX_WEIGHT_KG, parsePackage, type CalculatorFields } from './calculatorInput';
import { ShipmentResult } from './ShipmentResult';
import './shipping.css';

/**
 * /orderShipping/calcShippingFee: what carrying a carton to Vietnam costs, recomputed on every
 * keystroke with contract/fees.ts and the settings in force, the same module the server bills with.
 */
export function ShippingFeeCalculatorPage() {
  const { t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const settings = useQuery(publicSettingsQuery(api));
  const resultId = useId();
  const sizeErrorId = useId();
  const form = useForm<CalculatorFields>({ defaultValues: emptyFields, mode: 'onChange' });
  const fields = useWatch({ control: form.control }) as CalculatorFields;
  const [warehouse, setWarehouse] = useState<Warehouse>('hn');
  const [line, setLine] = useState<ShippingLine>('normal');
  const [crate, setCrate] = useState(false);
  const [insurance, setInsurance] = useState(false);

  const policy = settings.data?.fees;
  // Only routes the settings price are offered; a line the chosen warehouse lacks falls back.
  const offered = policy ? offeredRoutes(policy, warehouse) : { warehouses: [], lines: [] };
  const chosenLine = offered.lines.includes(line) ? line : offered.lines[0];

  const parsed = parsePackage(fields);
  const estimate = useMemo(() => {
    if (!settings.data || !parsed.ok || !chosenLine) return null;
    return shipmentEstimate({
      packages: [parsed.measure],
      warehouse,
      line: chosenLine,
      services: { crate, insurance },
      declaredValueVnd: insurance ? (fields.declaredValueVnd ?? 0) : 0,
      rateVndPerCny: settings.data.rates.orderRateVndPerCny,
      policy: settings.data.fees,
    });
  }, [settings.data, parsed, warehouse, chosenLine, crate, insurance, fields.declaredValueVnd]);

  if (settings.isError) {
    return (
      <div className="page page--form shipping-calculator">
        <LoadFailed
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
          className="shipping-calculator__section"
        />
      </div>
    );
  }

  const problems = parsed.ok ? {} : parsed.problems;
  const maxWeight = format.number(MAX_WEIGHT_KG);
  const maxSide = format.number(MAX_SIDE_CM);
  const weightError =
    problems.weightKg === 'invalid'
      ? t`Cân nặng phải là số lớn hơn 0, ví dụ 2,5`
      : problems.weightKg === 'tooLarge'
        ? t`Tối đa ${maxWeight} kg mỗi kiện`
        : undefined;
  const sizeError =
    problems.size === 'invalid'
      ? t`Nhập đủ dài, rộng, cao bằng số nguyên lớn hơn 0`
      : problems.size === 'tooLarge'
        ? t`Mỗi cạnh tối đa ${maxSide} cm`
        : undefined;
  const divisor = policy ? format.number(policy.volumetricDivisor) : '';
  const firstKg = policy ? format.cny(policy.crate.firstKgFen) : '';
  const nextKg = policy ? format.cny(policy.crate.nextKgFen) : '';
  const crateHint = policy ? t`${firstKg} cho kg đầu, ${nextKg} mỗi kg tiếp theo` : undefined;
  const insurancePercent = policy ? format.number(policy.insuranceBps / 100) : '';

  return (
    <div className="page page--form shipping-calculator">
      <section className="card shipping-calculator__section">
        <h2>
          <Trans>Kiện hàng</Trans>
        </h2>
        <TextField
          label={<Trans>Cân nặng (kg)</Trans>}
          registration={form.register('weightKg')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="2,5"
          error={weightError ? { type: 'validate', message: weightError } : undefined}
        />
        <fieldset className="carton-size">
          <legend className="field__label">
            <Trans>Kích thước thùng (cm)</Trans>
          </legend>
          <p className="field__hint">
            <Trans>Cân nặng quy đổi = dài × rộng × cao ÷ {divisor}. Bỏ trống nếu chưa biết.</Trans>
          </p>
          <div className="carton-size__row">
            <TextField label={<Trans>Dài</Trans>} registration={form.register('lengthCm')} inputMode="numeric" autoComplete="off" />
            <TextField label={<Trans>Rộng</Trans>} registration={form.register('widthCm')} inputMode="numeric" autoComplete="off" />
            <TextField label={<Trans>Cao</Trans>} registration={form.register('heightCm')} inputMode="numeric" autoComplete="off" />
          </div>
          <FieldError id={sizeErrorId} message={sizeError} />
        </fieldset>
      </section>

      <section className="card shipping-calculator__section">
        <h2>
          <Trans>Kho nhận và tuyến</Trans>
        </h2>
        <RouteChips offered={offered} warehouse={warehouse} line={chosenLine} onWarehouse={setWarehouse} onLine={setLine} />
      </section>

      <section className="card shipping-calculator__section">
        <h2>
          <Trans>Dịch vụ thêm</Trans>
        </h2>
        <CheckRow label={<Trans>Đóng gỗ</Trans>} hint={crateHint} checked={crate} onChange={(event) => setCrate(event.target.checked)} />
        <CheckRow
          label={<Trans>Bảo hiểm hàng hóa</Trans>}
          hint={<Trans>{insurancePercent}% giá trị hàng khai báo</Trans>}
          checked={insurance}
          onChange={(event) => setInsurance(event.target.checked)}
        />
        {insurance && <MoneyField label={<Trans>Giá trị hàng khai báo</Trans>} name="declaredValueVnd" control={form.control} />}
      </section>

      <section className="card shipping-calculator__section" aria-labelledby={resultId}>
        <h2 id={resultId}>
          <Trans>Phí dự kiến</Trans>
        </h2>
        {/* Announced as it changes, politely: people type several digits in a row. */}
        <div aria-live="polite">
          {settings.isPending ? (
            <p className="muted">
              <Trans>Đang tải bảng giá…</Trans>
            </p>
          ) : estimate ? (
            <ShipmentResult estimate={estimate} />
          ) : (
            <p className="muted">
              <Trans>Nhập cân nặng hoặc kích thước thùng để xem phí.</Trans>
            </p>
          )}
        </div>
        <p className="field__hint">
          <Trans>Phí chính xác được tính khi kho cân và đo kiện hàng của bạn.</Trans>
        </p>
      </section>
    </div>
  );
}
