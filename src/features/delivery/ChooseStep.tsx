import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { DeliveryPayment } from '../../../contract/delivery';
import type { CustomerPackage } from '../../../contract/packages';
import { chosenPackageIds } from '../../../machines/delivery';
import { useApi } from '../../api/ApiProvider';
import { publicSettingsQuery } from '../../api/publicSettings';
import { AddressChoice, NoAddressPanel } from '../../components/AddressChoice';
import { FormAlert } from '../../components/form/FormAlert';
import type { PayFlowScreenProps } from '../../components/payFlow/PayFlowPage';
import { StepNext } from '../../components/StepFlow';
import { OptionRow } from '../../components/OptionRow';
import { useFormat } from '../../i18n/useFormat';
import { useKg } from './DeliveryFigures';
import { deliveryErrorText } from './deliveryErrors';
import { orderKindLabels } from './labels';
import type { DeliveryFlow } from './useDeliveryFlow';

type OrderGroup = { key: string; kind: CustomerPackage['order']['kind']; code: string; packages: CustomerPackage[] };

/** The packages by the order they belong to, in the order offered (oldest first). */
function byOrder(packages: readonly CustomerPackage[]): OrderGroup[] {
  const groups = new Map<string, OrderGroup>();
  for (const pkg of packages) {
    const key = `${pkg.order.kind}-${pkg.order.id}`;
    const group = groups.get(key) ?? { key, kind: pkg.order.kind, code: pkg.order.code, packages: [] };
    group.packages.push(pkg);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/** Step 1: which packages, where to, and how to pay. */
export function ChooseStep({ flow, headingRef, returnTo }: PayFlowScreenProps<DeliveryFlow>) {
  const { t } = useLingui();
  const packages = useSelector(flow, (s) => s.context.packages);
  const chosen = useSelector(
    flow,
    (s) => chosenPackageIds(s.context),
    (a, b) => a.join() === b.join(),
  );
  const error = useSelector(flow, (s) => s.context.error);
  const unavailable = useSelector(flow, (s) => s.context.unavailable);
  const kg = useKg();
  const format = useFormat();
  const count = format.number(chosen.length);
  const total = format.number(packages.length);
  const weight = kg(packages.filter((p) => chosen.includes(p.id)).reduce((sum, p) => sum + p.chargeableGrams, 0));
  const gone = unavailable.map((p) => p.code).join(', ');

  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        <Trans>Chọn kiện hàng cần giao</Trans>
      </h2>
      <FormAlert message={deliveryErrorText(error)} />
      {gone && (
        <p className="step-notice" role="status">
          <Trans>Không còn giao được: {gone}. Các kiện này đã được bỏ khỏi lựa chọn.</Trans>
        </p>
      )}
      <fieldset className="card step-choices">
        <legend className="delivery-section-title">{t`Kiện hàng đang ở kho Việt Nam`}</legend>
        <div className="delivery-bulk">
          <button type="button" className="btn btn-secondary" onClick={() => flow.send({ type: 'delivery.chooseAll' })}>
            <Trans>Chọn tất cả</Trans>
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => flow.send({ type: 'delivery.chooseNone' })}>
            <Trans>Bỏ chọn tất cả</Trans>
          </button>
        </div>
        {byOrder(packages).map((group) => (
          <OrderPackages key={group.key} group={group} chosen={chosen} flow={flow} />
        ))}
        <p className="delivery-chosen" role="status">
          <Trans>
            Đã chọn {count}/{total} kiện · {weight} tính phí
          </Trans>
        </p>
        <StorageNote />
      </fieldset>
      <AddressChoice flow={flow} prefix="delivery" legendClassName="delivery-section-title" returnTo={returnTo} />
      <PaymentChoice flow={flow} />
      <StepNext flow={flow} event={{ type: 'delivery.next' }}>
        <Trans>Xem phí giao hàng</Trans>
      </StepNext>
    </>
  );
}

function OrderPackages({ group, chosen, flow }: { group: OrderGroup; chosen: number[]; flow: DeliveryFlow }) {
  const { i18n } = useLingui();
  const kg = useKg();
  const headingId = useId();
  const kind = i18n._(orderKindLabels[group.kind]);
  const code = group.code;
  return (
    <section className="delivery-group" aria-labelledby={headingId}>
      <h3 id={headingId} className="delivery-group__title">
        <Trans>
          {kind} {code}
        </Trans>
      </h3>
      <ul className="delivery-group__packages">
        {group.packages.map((pkg) => {
          const weight = kg(pkg.chargeableGrams);
          return (
            <li key={pkg.id}>
              <OptionRow
                control={
                  <input
                    type="checkbox"
                    checked={chosen.includes(pkg.id)}
                    onChange={() => flow.send({ type: 'delivery.togglePackage', packageId: pkg.id })}
                  />
                }
              >
                <strong>{pkg.code}</strong>
                <span className="muted">
                  {pkg.trackingCode ? <>{pkg.trackingCode} · </> : null}
                  <Trans>{weight} tính phí</Trans>
                </span>
              </OptionRow>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The storage policy in one sentence, so the "Phí lưu kho" line of the review is never a surprise.
 * The settings are in the cache: loading the flow has just fetched them.
 */
function StorageNote() {
  const api = useApi();
  const format = useFormat();
  const settings = useQuery(publicSettingsQuery(api));
  const storage = settings.data?.fees.storage;
  if (!storage || storage.perKgPerDayVnd === 0) return null;
  const price = format.vnd(storage.perKgPerDayVnd);
  const freeDays = storage.freeDays;
  return (
    <p className="muted delivery-hint">
      {freeDays > 0 ? (
        <Trans>
          Kiện hàng được lưu miễn phí <Plural value={freeDays} other="# ngày" /> kể từ khi về kho Việt Nam; sau đó phí lưu kho là {price}{' '}
          mỗi kg mỗi ngày.
        </Trans>
      ) : (
        <Trans>Kiện hàng ở kho Việt Nam được tính phí lưu kho {price} mỗi kg mỗi ngày, kể từ khi về kho.</Trans>
      )}
    </p>
  );
}

/** The wallet always; cash on delivery only when the settings allow it. */
function PaymentChoice({ flow }: { flow: DeliveryFlow }) {
  const { t } = useLingui();
  const payment = useSelector(flow, (s) => s.context.choices.payment);
  const codAllowed = useSelector(flow, (s) => s.context.codAllowed);
  return (
    <fieldset className="card step-choices">
      <legend className="delivery-section-title">{t`Thanh toán`}</legend>
      <OptionRow control={<PaymentRadio flow={flow} payment="wallet" chosen={payment} />}>
        <strong>
          <Trans>Trừ tiền trong ví</Trans>
        </strong>
        <span className="muted">
          <Trans>Tiền còn nợ của các đơn, phí giao hàng và phí lưu kho (nếu có) được trừ ngay khi tạo yêu cầu.</Trans>
        </span>
      </OptionRow>
      {codAllowed && (
        <OptionRow control={<PaymentRadio flow={flow} payment="cod" chosen={payment} />}>
          <strong>
            <Trans>Thanh toán khi nhận hàng (COD)</Trans>
          </strong>
          <span className="muted">
            <Trans>Bên giao hàng thu tiền mặt khi giao tới bạn.</Trans>
          </span>
        </OptionRow>
      )}
    </fieldset>
  );
}

function PaymentRadio({ flow, payment, chosen }: { flow: DeliveryFlow; payment: DeliveryPayment; chosen: DeliveryPayment }) {
  return (
    <input
      type="radio"
      name="delivery-payment"
      value={payment}
      checked={chosen === payment}
      onChange={() => flow.send({ type: 'delivery.choosePayment', payment })}
    />
  );
}

/** No saved address yet: the one thing to do is add one. */
export function NoAddressStep({ headingRef, returnTo }: PayFlowScreenProps<DeliveryFlow>) {
  return (
    <NoAddressPanel headingRef={headingRef} returnTo={returnTo}>
      <Trans>Thêm một địa chỉ để chúng tôi biết giao hàng tới đâu. Sau khi lưu, bạn sẽ quay lại đây để tạo yêu cầu tiếp.</Trans>
    </NoAddressPanel>
  );
}
