import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { PACKAGE_CODE_MAX } from '../../../../contract/orderStatus';
import type { StaffPackage } from '../../../../contract/warehouse';
import { apiErrorOf } from '../../../api/errors';
import { newIdempotencyKey } from '../../../api/idempotencyKey';
import { FormAlert } from '../../../components/form/FormAlert';
import { errorText } from '../../../components/form/serverErrors';
import { packageStatusLabels } from '../../../i18n/packageStatusLabels';
import { useFormat } from '../../../i18n/useFormat';
import { Fact } from '../ConsoleFacts';
import { ConsolePage } from '../ConsolePage';
import { photoAccept, photoFileProblem } from '../../../components/photos/photoFile';
import { CameraScan } from './CameraScan';
import { MeasureForm } from './MeasureForm';
import { ScanCodeForm } from './ScanCodeForm';
import { toMeasure } from './measureForm';
import { useWarehouseScan, type WarehouseScan } from './useWarehouseScan';
import { kilograms, storedWarehouse, storeWarehouse, warehouseNames, warehouses, type Warehouse } from './warehouses';
import './warehouse.css';

/**
 * The scan screen: a keyboard-wedge scanner types a code and Enter into the big box (or the
 * camera reads it), the parcel and its owner show, and the step this warehouse does next is one
 * click away. After every step the cursor is back in the box for the next parcel.
 */
export function ScanPage() {
  const { t, i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const scan = useWarehouseScan(() => inputRef.current?.focus());
  const [warehouse, setWarehouse] = useState<Warehouse | null>(storedWarehouse);
  const [draft, setDraft] = useState('');
  const busy = useSelector(scan, (s) => s.hasTag('busy'));

  const send = (code: string) => {
    const event = { type: 'scan.code', code } as const;
    // While a step runs the code waits in the box, to be sent with Enter once it is done.
    if (!scan.getSnapshot().can(event)) return false;
    scan.send(event);
    return true;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send(draft.slice(0, PACKAGE_CODE_MAX))) setDraft('');
  };

  return (
    <ConsolePage title={<Trans>Quét kiện</Trans>}>
      <div className="scan-page">
        <label className="scan-page__warehouse">
          <span>
            <Trans>Kho đang làm việc</Trans>
          </span>
          <select
            className="field__input"
            value={warehouse ?? ''}
            onChange={(event) => {
              const chosen = event.target.value as Warehouse;
              setWarehouse(chosen);
              storeWarehouse(chosen);
            }}
          >
            {!warehouse && <option value="">{t`Chọn kho…`}</option>}
            {warehouses.map((w) => (
              <option key={w} value={w}>
                {i18n._(warehouseNames[w])}
              </option>
            ))}
          </select>
        </label>
        {!warehouse && (
          <p className="scan-page__hint">
            <Trans>Chọn kho một lần, máy này sẽ nhớ.</Trans>
          </p>
        )}
        <ScanCodeForm
          formLabel={t`Quét mã kiện`}
          role="search"
          label={<Trans>Mã vận đơn hoặc mã kiện</Trans>}
          value={draft}
          onChange={setDraft}
          onSubmit={submit}
          inputRef={inputRef}
          submitLabel={<Trans>Tìm</Trans>}
          disabled={!warehouse}
          submitDisabled={busy}
          enterKeyHint="search"
        >
          {warehouse && <CameraScan onCode={send} />}
        </ScanCodeForm>
        {warehouse && <ScanResult scan={scan} warehouse={warehouse} />}
      </div>
    </ConsolePage>
  );
}

function ScanResult({ scan, warehouse }: { scan: WarehouseScan; warehouse: Warehouse }) {
  const { t, i18n } = useLingui();
  const code = useSelector(scan, (s) => s.context.code);
  const parcel = useSelector(scan, (s) => s.context.parcel);
  const notice = useSelector(scan, (s) => s.context.notice);
  const failure = useSelector(scan, (s) => s.context.error);
  const looking = useSelector(scan, (s) => s.hasTag('looking'));
  const found = useSelector(scan, (s) => s.hasTag('found'));
  const unknown = useSelector(scan, (s) => s.hasTag('unknown'));
  const busy = useSelector(scan, (s) => s.hasTag('busy'));
  const place = i18n._(warehouseNames[warehouse]);

  let status = '';
  if (looking) status = t`Đang tìm mã ${code}…`;
  else if (notice && parcel) {
    const pk = parcel.code;
    if (notice.kind === 'received') {
      status =
        notice.outcome === 'matched'
          ? t`Đã nhận kiện ${pk} vào ${place}, đã khớp đơn ${parcel.order?.code ?? ''}.`
          : notice.outcome === 'ambiguous'
            ? t`Đã nhận kiện ${pk} vào ${place}. Nhiều khách cùng khai mã này: hãy ghép đơn ở trang Kiện hàng.`
            : t`Đã nhận kiện ${pk} vào ${place}, chưa có chủ.`;
    } else if (notice.kind === 'measured') status = t`Đã lưu cân đo kiện ${pk}.`;
    else if (notice.kind === 'photo') status = t`Đã thêm ảnh cho kiện ${pk}.`;
    else status = t`Kiện ${pk} đã vào ${place}.`;
  } else if (found && parcel) status = t`Đã tìm thấy kiện ${parcel.code}.`;
  else if (unknown) status = t`Không tìm thấy mã ${code} trong kho.`;

  return (
    <section className="scan-result" aria-label={t`Kết quả quét`}>
      <p role="status" aria-live="polite" className={`scan-result__status${notice ? ' scan-result__status--done' : ''}`}>
        {status}
      </p>
      <FormAlert message={failure ? errorText(apiErrorOf(failure)) : null} />
      {found && parcel && (
        <>
          <ParcelFacts parcel={parcel} />
          <div className="scan-result__steps">
            {warehouse === 'china' && parcel.status === 'inChina' && (
              <section className="card scan-step">
                <h2>
                  <Trans>Cân đo lại</Trans>
                </h2>
                <MeasureForm
                  key={`${parcel.id}-${parcel.weightGrams}`}
                  label={t`Cân đo lại`}
                  submitLabel={t`Lưu cân đo`}
                  pending={busy}
                  onSubmit={(values) =>
                    scan.send({ type: 'scan.measure', measure: toMeasure(values), idempotencyKey: newIdempotencyKey() })
                  }
                />
              </section>
            )}
            {warehouse === 'vietnam' && parcel.status === 'inTransit' && (
              <section className="card scan-step">
                <h2>
                  <Trans>Nhận vào kho</Trans>
                </h2>
                <button
                  type="button"
                  className="btn btn-primary"
                  disabled={busy}
                  onClick={() => scan.send({ type: 'scan.arrive', idempotencyKey: newIdempotencyKey() })}
                >
                  <Trans>Nhận vào {place}</Trans>
                </button>
              </section>
            )}
            <PhotoStep scan={scan} busy={busy} />
            <section className="card scan-step">
              <h2>
                <Trans>Nhãn</Trans>
              </h2>
              <Link
                to="/staff/packages/$id/label"
                params={{ id: String(parcel.id) }}
                search={{ code: parcel.code }}
                target="_blank"
                className="btn btn-secondary"
              >
                <Trans>In nhãn</Trans>
              </Link>
            </section>
          </div>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => scan.send({ type: 'scan.clear' })}>
            <Trans>Xong, quét kiện khác</Trans>
          </button>
        </>
      )}
      {unknown &&
        (warehouse === 'china' ? (
          <section className="card scan-step">
            <h2>
              <Trans>Nhận kiện chưa có chủ</Trans>
            </h2>
            <p>
              <Trans>Cân đo kiện {code} để nhận vào kho. Nếu có khách khai mã này, kiện sẽ tự khớp vào đơn của họ.</Trans>
            </p>
            <MeasureForm
              label={t`Nhận kiện ${code}`}
              submitLabel={t`Nhận kiện`}
              pending={busy}
              withCustomerCode
              onSubmit={(values) =>
                scan.send({
                  type: 'scan.receive',
                  request: {
                    trackingCode: code,
                    labelCustomerCode: values.labelCustomerCode.trim().toUpperCase() || undefined,
                    ...toMeasure(values),
                  },
                  idempotencyKey: newIdempotencyKey(),
                })
              }
            />
          </section>
        ) : (
          <p className="scan-step">
            <Trans>Kho Việt Nam chỉ nhận kiện đã qua kho Trung Quốc. Hãy kiểm tra lại mã trên kiện.</Trans>
          </p>
        ))}
    </section>
  );
}

function ParcelFacts({ parcel }: { parcel: StaffPackage }) {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <dl className="card parcel-facts">
      <div>
        <dt>
          <Trans>Khách hàng</Trans>
        </dt>
        <dd className="parcel-facts__customer">{parcel.customerCode ?? <Trans>Chưa có chủ</Trans>}</dd>
      </div>
      <Fact grouped label={<Trans>Mã kiện</Trans>}>
        {parcel.code}
      </Fact>
      <Fact grouped label={<Trans>Mã vận đơn</Trans>}>
        {parcel.trackingCode ?? '—'}
      </Fact>
      <Fact grouped label={<Trans>Đơn</Trans>}>
        {parcel.order?.code ?? <Trans>Chưa ghép đơn</Trans>}
      </Fact>
      <Fact grouped label={<Trans>Mã khách trên nhãn</Trans>}>
        {parcel.labelCustomerCode}
      </Fact>
      <Fact grouped label={<Trans>Trạng thái</Trans>}>
        {i18n._(packageStatusLabels[parcel.status])}
      </Fact>
      <Fact grouped label={<Trans>Cân nặng</Trans>}>
        {kilograms(parcel.weightGrams, format.number)}
      </Fact>
      <Fact grouped label={<Trans>Kích thước</Trans>}>
        {format.number(parcel.lengthCm)} × {format.number(parcel.widthCm)} × {format.number(parcel.heightCm)} cm
      </Fact>
      <Fact grouped label={<Trans>Ảnh</Trans>}>
        {format.number(parcel.photos.length)}
      </Fact>
    </dl>
  );
}

function PhotoStep({ scan, busy }: { scan: WarehouseScan; busy: boolean }) {
  const { i18n } = useLingui();
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <section className="card scan-step">
      <h2>
        <Trans>Ảnh kiện</Trans>
      </h2>
      <label htmlFor={inputId} className="btn btn-secondary scan-step__photo" aria-disabled={busy || undefined}>
        <Trans>Chụp ảnh kiện</Trans>
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={photoAccept}
        capture="environment"
        disabled={busy}
        onChange={(event) => {
          const photo = event.target.files?.[0];
          event.target.value = '';
          if (!photo) return;
          const refused = photoFileProblem(photo);
          if (refused) return setProblem(i18n._(refused));
          setProblem(null);
          scan.send({ type: 'scan.photo', photo });
        }}
      />
      <FormAlert message={problem} />
    </section>
  );
}
