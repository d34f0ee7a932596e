/**
 * The brand's mark: a shopping bag with an arrow home. `onBrand` (white tile) sits on the brand
 * red; `onLight` (red tile) on white. Decorative: the brand name is always written beside it.
 */
export function BrandMark({ size = 56, tone = 'onBrand' }: { size?: number; tone?: 'onBrand' | 'onLight' }) {
  const tile = tone === 'onBrand' ? '#fff' : '#c8102e';
  const ink = tone === 'onBrand' ? '#c8102e' : '#fff';
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="16" fill={tile} />
      <path d="M18 24h28l-2.5 26a3 3 0 0 1-3 2.7H23.5a3 3 0 0 1-3-2.7Z" fill={ink} />
      <path d="M25 24v-4a7 7 0 0 1 14 0v4" fill="none" stroke={ink} strokeWidth="3.5" strokeLinecap="round" />
      <path d="M32 31v14M26 39l6 6 6-6" fill="none" stroke={tile} strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
