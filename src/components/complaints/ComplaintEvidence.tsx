import { useLingui } from '@lingui/react/macro';
import { PhotoStrip } from '../PhotoStrip';
import './complaintFacts.css';

/** The customer's video links (uploads elsewhere), each opening in a new tab; nothing when there are none. */
export function ComplaintVideoLinks({ links }: { links: readonly string[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="complaint-links">
      {links.map((link) => (
        <li key={link}>
          <a href={link} target="_blank" rel="noopener noreferrer">
            {link}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The complaint's pictures, small, each named by its place; nothing when there are none. */
export function ComplaintPhotos({ code, photos }: { code: string; photos: readonly string[] }) {
  const { t } = useLingui();
  if (photos.length === 0) return null;
  return <PhotoStrip label={t`Ảnh khiếu nại ${code}`} photos={photos} altOf={(n, total) => t`Ảnh ${n}/${total} của khiếu nại ${code}`} />;
}
