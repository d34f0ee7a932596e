import './PhotoStrip.css';

/**
 * Pictures the service took or received (a parcel's warehouse photos, a payout's transfer
 * receipt), small; each opens full size in a new tab, where the person can zoom.
 */
export function PhotoStrip({
  label,
  photos,
  altOf,
}: {
  /** What the pictures are, for the list's accessible name. */
  label: string;
  photos: readonly string[];
  /** Each picture's text alternative from its place: "Ảnh 2/3 của kiện …". */
  altOf: (n: number, total: number) => string;
}) {
  return (
    <ul className="photo-strip" aria-label={label}>
      {photos.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noopener noreferrer">
            <img src={url} alt={altOf(index + 1, photos.length)} width={64} height={64} loading="lazy" decoding="async" />
          </a>
        </li>
      ))}
    </ul>
  );
}
