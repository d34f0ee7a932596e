import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { CONSIGNMENT_TEXT_MAX, consignmentLabel, type CreateConsignmentRequest } from '../../../contract/consignment';
import type { PublicSettings } from '../../../contract/publicSettings';
import { useApi } from '../../api/ApiProvider';
import { consignmentKeys, createConsignment } from '../../api/consignment';
import { ApiError } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotencyKey';
import { publicSettingsQuery } from '../../api/publicSettings';
import { CarryServices } from '../../components/consignment/CarryServices';
import { LoadFailed } from '../../components/LoadFailed';
import { NeedsConnection, waitsForNetwork } from '../../components/NeedsConnection';
import { offeredRoutes, RouteChips } from '../../components/RouteChips';
import { FieldFrame } from '../../components/form/FieldFrame';
import { FormAlert } from '../../components/form/FormAlert';
import { MoneyField } from '../../components/form/MoneyField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useCurrentUser } from '../../session/SessionProvider';
import { codesInUse, consignmentErrorText } from './consignmentErrors';
import { forgetConsignmentDraft, readConsignmentDraft, saveConsignmentDraft, type Attempt } from './consignmentDraft';
import {
  checkConsignmentForm,
  emptyConsignmentForm,
  fieldOfPath,
  type ConsignmentField,
  type ConsignmentFormValues,
} from './consignmentForm';
import { SellerLabel } from './SellerLabel';
import { TrackingCodesField } from './TrackingCodesField';
import './consignment.css';

/** /orderShipping/create: the settings give the routes, fees and the warehouse on the label. */
export function ConsignmentCreatePage() {
  const api = useApi();
  const settings = useQuery(publicSettingsQuery(api));
  if (settings.isError) {
    return (
      <div className="page page--form consignment-page">
        <LoadFailed
          className="consignment-section"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      </div>
    );
  }
  if (waitsForNetwork(settings)) {
    return (
      <div className="page consignment-page">
        <NeedsConnection className="consignment-section" onRetry={() => void settings.refetch()} />
      </div>
    );
  }
  if (settings.isPending) {
    return (
      <div className="page page--form consignment-page">
        <p className="card muted" role="status">
          <Trans>Đang tải…</Trans>
        </p>
      </div>
    );
  }
  return <ConsignmentForm settings={settings.data} />;
}

/** The form's check as react-hook-form wants it: each field's problem, or none. */
const resolver: Resolver<ConsignmentFormValues> = (values) => {
  const check = checkConsignmentForm(values);
  if (check.ok) return { values, errors: {} };
  const errors = Object.fromEntries(
    Object.entries(check.errors).map(([field, message]) => [field, { type: 'validate', message }]),
  ) as FieldErrors<ConsignmentFormValues>;
  return { values: {}, errors };
};

function ConsignmentForm({ settings }: { settings: PublicSettings }) {
  const { t } = useLingui();
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const customerCode = useCurrentUser()?.customerCode ?? '';
  const goodsHeadingId = useId();
  const routeHeadingId = useId();
  const servicesHeadingId = useId();
  const [draft] = useState(readConsignmentDraft);
  // The attempt's key and the body it was made for: sent again while the body stays the same.
  const attempt = useRef<Attempt | null>(draft?.attempt ?? null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ConsignmentFormValues>({
    defaultValues: draft?.values ?? emptyConsignmentForm,
    resolver,
  });
  const [codesText, warehouse, line, goods, note] = useWatch({
    control: form.control,
    name: ['codesText', 'warehouse', 'line', 'goods', 'note'],
  });

  // Every change is kept for a reload, until the order is made.
  useEffect(() => {
    const subscription = form.watch((values) => saveConsignmentDraft(values as ConsignmentFormValues, attempt.current));
    return () => subscription.unsubscribe();
  }, [form]);

  // Only routes the settings price are offered; a choice the settings no longer price falls back.
  const policy = settings.fees;
  const offered = offeredRoutes(policy, warehouse);
  useEffect(() => {
    const [firstWarehouse] = offered.warehouses;
    if (firstWarehouse && !offered.warehouses.includes(warehouse)) form.setValue('warehouse', firstWarehouse);
    const [firstLine] = offered.lines;
    if (firstLine && !offered.lines.includes(line)) form.setValue('line', firstLine);
  });

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: CreateConsignmentRequest; key: string }) => createConsignment(api, body, key),
  });

  const showError = (error: unknown, sent: CreateConsignmentRequest) => {
    const inUse = codesInUse(error, sent.trackingCodes);
    if (inUse.length > 0) {
      const codes = inUse.join(', ');
      const message =
        inUse.length === 1
          ? t`Mã ${codes} đã nằm trong một đơn ký gửi khác của bạn. Hãy bỏ mã này, hoặc hủy đơn kia trước.`
          : t`Các mã ${codes} đã nằm trong một đơn ký gửi khác của bạn. Hãy bỏ các mã này, hoặc hủy đơn kia trước.`;
      form.setError('codesText', { type: 'server', message }, { shouldFocus: true });
      return;
    }
    const placed = new Set<ConsignmentField>();
    if (error instanceof ApiError) {
      for (const detail of error.details) {
        const field = fieldOfPath(detail.path);
        if (!field || placed.has(field)) continue;
        placed.add(field);
        form.setError(field, { type: 'server', message: detail.message }, { shouldFocus: placed.size === 1 });
      }
      if (error.code === 'tracking-code-in-use' && placed.size === 0) {
        form.setError('codesText', { type: 'server', message: consignmentErrorText(error) ?? '' }, { shouldFocus: true });
        return;
      }
    }
    if (placed.size === 0) setAlert(consignmentErrorText(error));
  };

  const submit = form.handleSubmit((values) => {
    const check = checkConsignmentForm(values);
    if (!check.ok) return; // the resolver has just said it is
    const body = check.body;
    setAlert(null);
    const signature = JSON.stringify(body);
    if (attempt.current?.body !== signature) attempt.current = { key: newIdempotencyKey(), body: signature };
    saveConsignmentDraft(form.getValues(), attempt.current);
    mutation.mutate(
      { body, key: attempt.current.key },
      {
        onSuccess: (created) => {
          forgetConsignmentDraft();
          queryClient.setQueryData(consignmentKeys.detail(created.id), created);
          void queryClient.invalidateQueries({ queryKey: consignmentKeys.lists });
          void navigate({ to: '/orderShipping/$id', params: { id: String(created.id) }, replace: true });
        },
        onError: (error) => showError(error, body),
      },
    );
  });

  const errors = form.formState.errors;
  const label = customerCode ? consignmentLabel(customerCode, settings.chinaWarehouse) : null;

  return (
    <div className="page page--form consignment-page">
      <p className="card muted consignment-intro">
        <Trans>
          Bạn tự mua hàng và nhờ người bán gửi về kho Trung Quốc của chúng tôi; chúng tôi vận chuyển về Việt Nam. Nhập các mã vận đơn người
          bán gửi cho bạn để kho nhận ra kiện hàng.
        </Trans>
      </p>
      {label && <SellerLabel label={label} customerCode={customerCode} />}

      <form className="consignment-form" noValidate onSubmit={(event) => void submit(event)}>
        <section className="card consignment-section" aria-labelledby={goodsHeadingId}>
          <h2 id={goodsHeadingId} className="consignment-section__title">
            <Trans>Hàng ký gửi</Trans>
          </h2>
          <TrackingCodesField registration={form.register('codesText')} text={codesText} error={errors.codesText} />
          <FieldFrame
            label={<Trans>Mô tả hàng hóa</Trans>}
            hint={<Trans>Hàng gì, bao nhiêu cái, ví dụ: Áo khoác nữ, 3 chiếc.</Trans>}
            error={errors.goods?.message}
            count={{ length: goods.length, max: CONSIGNMENT_TEXT_MAX }}
          >
            {(control) => <textarea {...control} {...form.register('goods')} className="field__input" rows={2} />}
          </FieldFrame>
          <MoneyField
            label={<Trans>Giá trị hàng khai báo</Trans>}
            name="declaredValueVnd"
            control={form.control}
            hint={<Trans>Tổng tiền hàng bạn đã trả, dùng để tính bảo hiểm.</Trans>}
          />
        </section>

        <section className="card consignment-section" aria-labelledby={routeHeadingId}>
          <h2 id={routeHeadingId} className="consignment-section__title">
            <Trans>Kho nhận và tuyến</Trans>
          </h2>
          <RouteChips
            offered={offered}
            warehouse={warehouse}
            line={line}
            onWarehouse={(value) => form.setValue('warehouse', value, { shouldDirty: true })}
            onLine={(value) => form.setValue('line', value, { shouldDirty: true })}
          />
          <Link to="/orderShipping/calcShippingFee" className="btn btn-secondary">
            <Trans>Ước tính phí vận chuyển</Trans>
          </Link>
        </section>

        <section className="card consignment-section" aria-labelledby={servicesHeadingId}>
          <h2 id={servicesHeadingId} className="consignment-section__title">
            <Trans>Dịch vụ thêm</Trans>
          </h2>
          <CarryServices policy={policy} crate={form.register('crate')} insurance={form.register('insurance')} />
          <FieldFrame
            label={<Trans>Ghi chú</Trans>}
            error={errors.note?.message}
            count={{ length: note.length, max: CONSIGNMENT_TEXT_MAX }}
          >
            {(control) => <textarea {...control} {...form.register('note')} className="field__input" rows={2} />}
          </FieldFrame>
        </section>

        <FormAlert message={alert} />
        <p className="field__hint">
          <Trans>Phí được tính khi kho cân và đo kiện hàng; bạn thanh toán khi yêu cầu giao hàng.</Trans>
        </p>
        <SubmitButton pending={mutation.isPending} pendingLabel={<Trans>Đang tạo đơn…</Trans>}>
          <Trans>Tạo đơn ký gửi</Trans>
        </SubmitButton>
      </form>
    </div>
  );
}
