import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ChangeEvent } from 'react';
import { photoAccept } from './photoFile';
import './PhotoChooser.css';

/**
 * Pictures a customer adds to what they send (a refund request, a complaint): a button opening
 * the camera or the gallery, and the chosen files by name, each with a way to leave it out. At
 * most `max` are kept; they are sent after the request itself (`uploadInTurn`).
 */
export function PhotoChooser({ photos, onChange, max }: { photos: File[]; onChange: (photos: File[]) => void; max: number }) {
  const { t } = useLingui();
  const inputId = useId();
  const maxPhotos = max;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    // Cleared, so the same picture chosen again after leaving it out is seen as a change.
    event.target.value = '';
    onChange([...photos, ...chosen].slice(0, max));
  };
  return (
    <div>
      <label htmlFor={inputId} className="btn btn-secondary">
        <Trans>Thêm ảnh (tối đa {maxPhotos})</Trans>
      </label>
      <input id={inputId} type="file" accept={`${photoAccept},image/*`} multiple className="visually-hidden" onChange={choose} />
      {photos.length > 0 && (
        <ul className="photo-chooser__list" aria-label={t`Ảnh sẽ gửi`}>
          {photos.map((file, index) => {
            const name = file.name;
            return (
              <li key={`${name}-${index}`}>
                <span>{name}</span>
                <button
                  type="button"
                  className="btn btn-link"
                  aria-label={t`Bỏ ảnh ${name}`}
                  onClick={() => onChange(photos.filter((_, i) => i !== index))}
                >
                  <Trans>Bỏ</Trans>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
