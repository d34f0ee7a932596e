import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A VietQR payload drawn as an inline SVG: one path of dark modules on a white square with a
 * quiet zone, so any banking app's scanner reads it. Drawn here, never fetched: no third party
 * learns the account, amount or memo.
 */
export function VietQrCode({ payload, size = 240 }: { payload: string; size?: number }) {
  const { t } = useLingui();
  const { path, extent } = useMemo(() => {
    // M: room for a smudged or glared screen; a VietQR payload still fits a small version.
    const qr = encode(payload, { ecc: 'M', border: 4 });
    let d = '';
    qr.data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, extent: qr.size };
  }, [payload]);
  return (
    <svg
      className="vietqr"
      role="img"
      aria-label={t`Mã VietQR để chuyển khoản`}
      width={size}
      height={size}
      viewBox={`0 0 ${extent} ${extent}`}
      shapeRendering="crispEdges"
    >
      <rect width={extent} height={extent} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
