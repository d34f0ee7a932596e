import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CustomerPackage, PackageOrderRef } from '../../contract/packages';
import { CopyButton } from './CopyButton';
import { PhotoStrip } from './PhotoStrip';
import { useFormat } from '../i18n/useFormat';
import { packageStatusLabels } from '../i18n/packageStatusLabels';
import './PackageCard.css';

/**
 * One parcel as the warehouse measured it: its code and tracking code (copyable), where it is,
 * actual and volumetric weight beside the billed one, and the order it belongs to (left out on
 * that order's own page).
 */
export function PackageCard({ pkg, showOrder = true }: { pkg: CustomerPackage; showOrder?: boolean }) {
  const { i18n, t } = useLingui();
  const format = useFormat();
  const kg = (grams: number) => `${format.number(Math.round(grams / 100) / 10)} kg`;
  const size = `${format.number(pkg.lengthCm)} × ${format.number(pkg.widthCm)} × ${format.number(pkg.heightCm)} cm`;
  const status = i18n._(packageStatusLabels[pkg.status]);
  const code = pkg.code;
  const tracking = pkg.trackingCode;
  const received = format.dateTime(pkg.createdAt);
  return (
    <li className="card package-card">
      <div className="package-card__head">
        <strong className="package-card__code">{pkg.code}</strong>
        <CopyButton value={pkg.code} label={t`mã kiện ${code}`} />
        <span className={`package-status package-status--${pkg.status}`}>{status}</span>
      </div>
      {pkg.trackingCode && (
        <p className="package-card__tracking">
          <span className="muted">
            <Trans>Mã vận đơn</Trans>
          </span>{' '}
          <span className="package-card__tracking-code">{pkg.trackingCode}</span>
          <CopyButton value={pkg.trackingCode} label={t`mã vận đơn ${tracking}`} />
        </p>
      )}
      <dl className="package-card__figures">
        <div>
          <dt>
            <Trans>Cân nặng</Trans>
          </dt>
          <dd>{kg(pkg.weightGrams)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Quy đổi</Trans>
          </dt>
          <dd>{kg(pkg.volumetricGrams)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Tính phí</Trans>
          </dt>
          <dd>
            <strong>{kg(pkg.chargeableGrams)}</strong>
          </dd>
        </div>
        <div className="package-card__size">
          <dt>
            <Trans>Kích thước</Trans>
          </dt>
          <dd>{size}</dd>
        </div>
      </dl>
      {pkg.photos.length > 0 && (
        <PhotoStrip label={t`Ảnh kho chụp kiện ${code}`} photos={pkg.photos} altOf={(n, total) => t`Ảnh ${n}/${total} của kiện ${code}`} />
      )}
      <p className="package-card__order">
        {showOrder && <OrderLink order={pkg.order} />}
        <time className="muted" dateTime={pkg.createdAt}>
          <Trans>Nhập kho {received}</Trans>
        </time>
      </p>
    </li>
  );
}

/** The parcel's order: a buy-for-me order or a consignment, each on its own pages. */
function OrderLink({ order }: { order: PackageOrderRef }) {
  const orderCode = order.code;
  const id = String(order.id);
  return order.kind === 'shipping' ? (
    <Link to="/orderShipping/$id" params={{ id }}>
      <Trans>Đơn ký gửi {orderCode}</Trans>
    </Link>
  ) : (
    <Link to="/orderOrdering/$id" params={{ id }}>
      <Trans>Đơn mua hộ {orderCode}</Trans>
    </Link>
  );
}
