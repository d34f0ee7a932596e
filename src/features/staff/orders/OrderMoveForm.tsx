import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { canMove, orderStatuses, type OrderStatus } from '../../../../contract/orderStatus';
import { staffOrderMoveSchema, type Order, type StaffOrderMove } from '../../../../contract/orders';
import { useApi } from '../../../api/ApiProvider';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { moveStaffOrder, staffOpsKeys } from '../../../api/staffOps';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorText } from '../../../components/form/serverErrors';
import { useFormat } from '../../../i18n/useFormat';
import { orderStatusLabels } from '../../../i18n/statusLabels';

type StaffTarget = StaffOrderMove['to'];

/** The moves staff may make from `status`: the lifecycle's rule (cancelling is the customer's own). */
export function staffMovesFrom(status: OrderStatus): StaffTarget[] {
  return orderStatuses.filter((to): to is StaffTarget => to !== 'cancelled' && to !== 'deposited' && canMove(status, to));
}

export const moveLabel: Record<StaffTarget, MessageDescriptor> = {
  purchasing: msg`Nhận mua`,
  purchased: msg`Đã mua hàng`,
  sellerShipped: msg`Người bán đã giao`,
  arrivedChina: msg`Hàng về kho TQ`,
  inTransit: msg`Xuất kho TQ`,
  arrivedVietnam: msg`Hàng về kho VN`,
  awaitingDelivery: msg`Chờ giao`,
  delivering: msg`Đang giao`,
  received: msg`Khách đã nhận`,
  outOfStock: msg`Hết hàng (hoàn cọc)`,
  lost: msg`Thất lạc (bồi hoàn)`,
};

type PackageDraft = { trackingCode: string; weightGrams: string; lengthCm: string; widthCm: string; heightCm: string };
type ItemDraft = { quantityBought: string; actualUnitPrice: string };
const emptyPackage: PackageDraft = { trackingCode: '', weightGrams: '', lengthCm: '', widthCm: '', heightCm: '' };

const lines = (text: string) =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter(Boolean);
/** "12.5" (¥) → 1250 fen; NaN for what is not an amount. */
const toFen = (text: string) => (text.trim() === '' ? NaN : Math.round(Number(text.replace(',', '.')) * 100));

/**
 * One move of an order along its lifecycle, with what the step needs, then a confirmation. One
 * Idempotency-Key per attempt: a retry of the same move reuses it, a changed form gets a new one.
 */
export function OrderMoveForm({
  to,
  order,
  onMoved,
  onCancel,
}: {
  to: StaffTarget;
  /** The per-item purchase and the refund need its items. */
  order: Order;
  onMoved: (order: Order) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const { cny, vnd } = useFormat();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [note, setNote] = useState('');
  const [codes, setCodes] = useState('');
  const [shipping, setShipping] = useState('0');
  const [items, setItems] = useState<Record<number, ItemDraft>>({});
  const [packages, setPackages] = useState<PackageDraft[]>([emptyPackage]);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [pendingMove, setPendingMove] = useState<{ body: StaffOrderMove; key: string } | null>(null);

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: StaffOrderMove; key: string }) => moveStaffOrder(api, order.id, body, key),
    onSuccess: (moved) => {
      setPendingMove(null);
      void queryClient.invalidateQueries({ queryKey: staffOpsKeys.orders });
      onMoved(moved);
    },
  });

  const itemLines = order.items.map((item) => {
    const draft = items[item.id];
    const quantityBought = draft && draft.quantityBought.trim() !== '' ? Number(draft.quantityBought) : item.quantity;
    const actualFen = draft && draft.actualUnitPrice.trim() !== '' ? toFen(draft.actualUnitPrice) : item.unitPriceFen;
    return { item, quantityBought, actualFen, changed: quantityBought !== item.quantity || actualFen !== item.unitPriceFen };
  });
  const refundFen = itemLines.reduce((sum, l) => sum + l.item.quantity * l.item.unitPriceFen - l.quantityBought * l.actualFen, 0);

  const buildBody = (): unknown => {
    const base = { to, note: note.trim() || undefined };
    switch (to) {
      case 'purchased':
        return {
          ...base,
          invoiceCodes: lines(codes),
          domesticShippingFen: toFen(shipping),
          items: itemLines
            .filter((l) => l.changed)
            .map((l) => ({ id: l.item.id, quantityBought: l.quantityBought, actualUnitPriceFen: l.actualFen })),
        };
      case 'sellerShipped':
        return { ...base, trackingCodes: lines(codes) };
      case 'arrivedChina':
        return {
          ...base,
          packages: packages.map((p) => ({
            trackingCode: p.trackingCode.trim() || undefined,
            weightGrams: Number(p.weightGrams),
            lengthCm: Number(p.lengthCm),
            widthCm: Number(p.widthCm),
            heightCm: Number(p.heightCm),
          })),
        };
      default:
        return base;
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffOrderMoveSchema.safeParse(buildBody());
    if (!parsed.success) {
      setInvalid(
        to === 'purchased'
          ? t`Nhập ít nhất một mã hóa đơn, phí ship nội địa (¥) và số lượng, đơn giá hợp lệ.`
          : to === 'sellerShipped'
            ? t`Nhập ít nhất một mã vận đơn.`
            : to === 'arrivedChina'
              ? t`Mỗi kiện cần cân nặng (g) và kích thước (cm) là số nguyên dương.`
              : t`Ghi chú quá dài.`,
      );
      return;
    }
    setInvalid(null);
    mutation.reset();
    // The same move asked again keeps its key, so a retry after a lost answer is not a second move.
    const same = pendingMove && JSON.stringify(pendingMove.body) === JSON.stringify(parsed.data);
    setPendingMove({ body: parsed.data, key: same ? pendingMove.key : newIdempotencyKey() });
  };

  const field = (label: ReactNode, input: ReactNode) => (
    <label className="field">
      <span className="field__label">{label}</span>
      {input}
    </label>
  );

  return (
    <form className="card staff-move" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>
        <Trans>Chuyển sang: {i18n._(orderStatusLabels[to])}</Trans>
      </h2>
      {to === 'purchased' && (
        <>
          {field(
            <Trans>Mã hóa đơn của người bán (mỗi dòng một mã)</Trans>,
            <textarea className="field__input" rows={2} value={codes} onChange={(e) => setCodes(e.target.value)} />,
          )}
          {field(
            <Trans>Phí ship nội địa Trung Quốc (¥)</Trans>,
            <input className="field__input" inputMode="decimal" value={shipping} onChange={(e) => setShipping(e.target.value)} />,
          )}
          <fieldset className="staff-move__items">
            <legend>
              <Trans>Số lượng mua được và đơn giá thực tế</Trans>
            </legend>
            {itemLines.map(({ item }) => (
              <div key={item.id} className="staff-move__row">
                <span>
                  {item.titleVi ?? item.title} ({item.quantity} × {cny(item.unitPriceFen)})
                </span>
                {field(
                  <Trans>Số lượng mua được</Trans>,
                  <input
                    className="field__input"
                    inputMode="numeric"
                    placeholder={String(item.quantity)}
                    value={items[item.id]?.quantityBought ?? ''}
                    onChange={(e) =>
                      setItems((all) => ({ ...all, [item.id]: { actualUnitPrice: '', ...all[item.id], quantityBought: e.target.value } }))
                    }
                  />,
                )}
                {field(
                  <Trans>Đơn giá thực tế (¥)</Trans>,
                  <input
                    className="field__input"
                    inputMode="decimal"
                    placeholder={String(item.unitPriceFen / 100)}
                    value={items[item.id]?.actualUnitPrice ?? ''}
                    onChange={(e) =>
                      setItems((all) => ({ ...all, [item.id]: { quantityBought: '', ...all[item.id], actualUnitPrice: e.target.value } }))
                    }
                  />,
                )}
              </div>
            ))}
          </fieldset>
        </>
      )}
      {to === 'sellerShipped' &&
        field(
          <Trans>Mã vận đơn (mỗi dòng một mã)</Trans>,
          <textarea className="field__input" rows={2} value={codes} onChange={(e) => setCodes(e.target.value)} />,
        )}
      {to === 'arrivedChina' && (
        <fieldset className="staff-move__items">
          <legend>
            <Trans>Kiện hàng</Trans>
          </legend>
          {packages.map((p, index) => {
            const set = (key: keyof PackageDraft) => (e: { target: { value: string } }) =>
              setPackages((all) => all.map((one, i) => (i === index ? { ...one, [key]: e.target.value } : one)));
            const n = index + 1;
            return (
              <div key={index} className="staff-move__row" role="group" aria-label={t`Kiện ${n}`}>
                {field(<Trans>Mã vận đơn</Trans>, <input className="field__input" value={p.trackingCode} onChange={set('trackingCode')} />)}
                {field(
                  <Trans>Cân nặng (g)</Trans>,
                  <input className="field__input" inputMode="numeric" value={p.weightGrams} onChange={set('weightGrams')} />,
                )}
                {field(
                  <Trans>Dài (cm)</Trans>,
                  <input className="field__input" inputMode="numeric" value={p.lengthCm} onChange={set('lengthCm')} />,
                )}
                {field(
                  <Trans>Rộng (cm)</Trans>,
                  <input className="field__input" inputMode="numeric" value={p.widthCm} onChange={set('widthCm')} />,
                )}
                {field(
                  <Trans>Cao (cm)</Trans>,
                  <input className="field__input" inputMode="numeric" value={p.heightCm} onChange={set('heightCm')} />,
                )}
              </div>
            );
          })}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setPackages((all) => [...all, emptyPackage])}>
            <Trans>Thêm kiện</Trans>
          </button>
        </fieldset>
      )}
      {field(<Trans>Ghi chú</Trans>, <textarea className="field__input" rows={2} value={note} onChange={(e) => setNote(e.target.value)} />)}
      <FormAlert message={invalid} />
      <div className="staff-move__actions">
        <button type="submit" className="btn btn-primary btn-small">
          {i18n._(moveLabel[to])}
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={onCancel}>
          <Trans>Bỏ qua</Trans>
        </button>
      </div>
      {pendingMove && (
        <ConfirmDialog
          title={<Trans>Chuyển đơn sang “{i18n._(orderStatusLabels[to])}”?</Trans>}
          confirmLabel={<Trans>Xác nhận</Trans>}
          pendingLabel={<Trans>Đang lưu…</Trans>}
          cancelLabel={<Trans>Quay lại</Trans>}
          pending={mutation.isPending}
          error={mutation.error ? errorText(mutation.error) : null}
          onConfirm={() => mutation.mutate(pendingMove)}
          onClose={() => {
            mutation.reset();
            setPendingMove(null);
          }}
        >
          {to === 'purchased' && refundFen > 0 && (
            <p>
              <Trans>
                Mua thiếu: hoàn {cny(refundFen)} (≈ {vnd(Math.round((refundFen * order.rateVndPerCny) / 100))}) tiền cọc vào ví của khách.
              </Trans>
            </p>
          )}
          {(to === 'outOfStock' || to === 'lost') && (
            <p>
              <Trans>Tiền khách đã trả sẽ được hoàn vào ví.</Trans>
            </p>
          )}
        </ConfirmDialog>
      )}
    </form>
  );
}
