import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import JsBarcode from 'jsbarcode';
import { useEffect, useRef } from 'react';
import type { StaffPackage } from '../../../../contract/warehouse';
import { useApi } from '../../../api/ApiProvider';
import { packageLabelQuery } from '../../../api/staffWarehouse';
import { LoadFailed } from '../../../components/LoadFailed';
import { useFormat } from '../../../i18n/useFormat';
import { Fact } from '../ConsoleFacts';
import { kilograms } from './warehouses';
import './label.css';

/**
 * A parcel's label, 100 × 75 mm: the Code 128 barcode of its package code (what the scan screen
 * and the moves read), the customer code large enough to sort by eye, the weight and where it goes.
 * Nothing of the console around it, so the page prints as the label alone.
 */
export function LabelPage({ id, code }: { id: number; code: string | undefined }) {
  const api = useApi();
  const query = useQuery({ ...packageLabelQuery(api, id, code ?? ''), enabled: code !== undefined });

  if (code === undefined || query.data === null) {
    return (
      <div className="label-page">
        <p role="alert">
          <Trans>Không tìm thấy kiện này.</Trans>
        </p>
        <Link to="/staff/packages" className="btn btn-secondary btn-small">
          <Trans>Về danh sách kiện</Trans>
        </Link>
      </div>
    );
  }
  if (query.error) {
    return (
      <div className="label-page">
        <LoadFailed error={query.error} onRetry={() => void query.refetch()} className="label-page__failed" />
      </div>
    );
  }
  if (!query.data) {
    return (
      <div className="label-page" aria-busy="true">
        <p role="status">
          <Trans>Đang tải nhãn…</Trans>
        </p>
      </div>
    );
  }
  return <Label parcel={query.data} />;
}

function Label({ parcel }: { parcel: StaffPackage }) {
  const { t } = useLingui();
  const format = useFormat();
  const barcodeRef = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (!barcodeRef.current) return;
    // The code's text is the page's own (below), not JsBarcode's: that one measures with a canvas.
    JsBarcode(barcodeRef.current, parcel.code, { format: 'CODE128', width: 2, height: 60, margin: 0, displayValue: false });
  }, [parcel.code]);
  // Every parcel ends at the Vietnam warehouse; the order tells the sorter whose batch it joins.
  const destination = parcel.status === 'inChina' || parcel.status === 'inTransit' ? t`Kho Việt Nam` : t`Giao khách`;
  return (
    <div className="label-page">
      <div className="label-page__tools">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          <Trans>In nhãn</Trans>
        </button>
        <Link to="/staff/packages" className="btn btn-secondary">
          <Trans>Về danh sách kiện</Trans>
        </Link>
      </div>
      <article className="label-sheet" aria-label={t`Nhãn kiện ${parcel.code}`}>
        <p className="label-sheet__customer">{parcel.customerCode ?? parcel.labelCustomerCode ?? t`Chưa có chủ`}</p>
        <svg ref={barcodeRef} className="label-sheet__barcode" role="img" aria-label={t`Mã vạch ${parcel.code}`} />
        <p className="label-sheet__code">{parcel.code}</p>
        <dl className="label-sheet__facts">
          <Fact grouped label={<Trans>Cân nặng</Trans>}>
            {kilograms(parcel.weightGrams, format.number)}
          </Fact>
          <Fact grouped label={<Trans>Đến</Trans>}>
            {destination}
          </Fact>
          <Fact grouped label={<Trans>Đơn</Trans>}>
            {parcel.order?.code ?? '—'}
          </Fact>
          <Fact grouped label={<Trans>Mã vận đơn</Trans>}>
            {parcel.trackingCode}
          </Fact>
        </dl>
      </article>
    </div>
  );
}
