import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import type { ReactNode, Ref } from 'react';
import { shippingPriceFor, type OrderServices } from '../../../contract/fees';
import { ORDER_NOTE_MAX } from '../../../contract/orders';
import { shippingLines, warehouses, type FeePolicy } from '../../../contract/publicSettings';
import { useApi } from '../../api/ApiProvider';
import { publicSettingsQuery } from '../../api/publicSettings';
import { CharCount } from '../../components/form/CharCount';
import { OptionRow } from '../../components/OptionRow';
import { useFormat } from '../../i18n/useFormat';
import { serviceHints, serviceTitles } from './serviceExplanations';
import { shippingLineLabels, warehouseLabels } from '../../i18n/feeLabels';
import type { CheckoutFlow } from './useCheckoutFlow';

const serviceNames = ['counting', 'crate', 'insurance'] as const satisfies ReadonlyArray<keyof OrderServices>;

/** Step 2: optional services, the Vietnam warehouse and the shipping line, a note for the buyer. */
export function ServicesStep({ flow, headingRef }: { flow: CheckoutFlow; headingRef: Ref<HTMLHeadingElement> }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const api = useApi();
  const settings = useQuery(publicSettingsQuery(api));
  const policy = settings.data?.fees;
  const choices = useSelector(flow, (s) => s.context.choices);
  const hints = settings.data ? serviceHints(settings.data.fees, settings.data.rates.orderRateVndPerCny, format, i18n) : null;

  const perKg = (policy: FeePolicy | undefined, warehouse: (typeof warehouses)[number], line: (typeof shippingLines)[number]) => {
    const first = policy && shippingPriceFor(policy, warehouse, line)?.tiers.find((tier) => tier.fromKg === 0);
    if (!first) return null;
    const price = format.vnd(first.perKgVnd);
    return t`${price}/kg`;
  };

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Chọn dịch vụ và tuyến vận chuyển</Trans>
      </h2>
      <fieldset className="card step-choices">
        <legend className="checkout-section-title">{t`Dịch vụ thêm`}</legend>
        {serviceNames.map((name) => (
          <Option key={name} title={i18n._(serviceTitles[name])} hint={hints?.[name]}>
            <input
              type="checkbox"
              checked={choices.services[name]}
              onChange={(event) =>
                flow.send({ type: 'checkout.change', choices: { services: { ...choices.services, [name]: event.target.checked } } })
              }
            />
          </Option>
        ))}
      </fieldset>
      <fieldset className="card step-choices">
        <legend className="checkout-section-title">{t`Kho nhận hàng tại Việt Nam`}</legend>
        {warehouses.map((warehouse) => (
          <Option key={warehouse} title={i18n._(warehouseLabels[warehouse])} hint={perKg(policy, warehouse, choices.line)}>
            <input
              type="radio"
              name="checkout-warehouse"
              checked={choices.warehouse === warehouse}
              onChange={() => flow.send({ type: 'checkout.change', choices: { warehouse } })}
            />
          </Option>
        ))}
      </fieldset>
      <fieldset className="card step-choices">
        <legend className="checkout-section-title">{t`Tuyến vận chuyển quốc tế`}</legend>
        {shippingLines.map((line) => {
          // A route the settings do not price cannot be quoted: not offered.
          const available = !policy || shippingPriceFor(policy, choices.warehouse, line) !== undefined;
          return (
            <Option key={line} title={i18n._(shippingLineLabels[line])} hint={perKg(policy, choices.warehouse, line)}>
              <input
                type="radio"
                name="checkout-line"
                checked={choices.line === line}
                disabled={!available}
                onChange={() => flow.send({ type: 'checkout.change', choices: { line } })}
              />
            </Option>
          );
        })}
        <p className="muted checkout-hint">
          <Trans>
            Phí vận chuyển quốc tế tính theo cân nặng tính phí (số lớn hơn giữa cân thực và dài × rộng × cao / 6000) khi hàng về kho.
          </Trans>
        </p>
      </fieldset>
      <div className="card field">
        <label className="field__label" htmlFor="checkout-note">
          <Trans>Ghi chú cho nhân viên mua hàng</Trans>
        </label>
        <textarea
          id="checkout-note"
          className="field__input"
          rows={2}
          maxLength={ORDER_NOTE_MAX}
          value={choices.note}
          onChange={(event) => flow.send({ type: 'checkout.change', choices: { note: event.target.value } })}
          aria-describedby="checkout-note-count"
        />
        <CharCount id="checkout-note-count" length={choices.note.length} max={ORDER_NOTE_MAX} />
      </div>
      <div className="step-actions">
        <button type="button" className="btn btn-primary btn-block" onClick={() => flow.send({ type: 'checkout.next' })}>
          <Trans>Xem phí và tiền cọc</Trans>
        </button>
        <button type="button" className="btn btn-secondary btn-block" onClick={() => flow.send({ type: 'checkout.back' })}>
          <Trans>Quay lại</Trans>
        </button>
      </div>
    </>
  );
}

/** A checkbox or radio, its name and a short explanation (a price, what the service does). */
function Option({ title, hint, children }: { title: string; hint: ReactNode; children: ReactNode }) {
  return (
    <OptionRow control={children}>
      <strong>{title}</strong>
      {hint && <span className="muted">{hint}</span>}
    </OptionRow>
  );
}
