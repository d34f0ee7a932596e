import { Trans } from '@lingui/react/macro';
import type { PhotoUpload } from './usePhotoUpload';

/** Under a form's pictures: the progress line while they are sent, and "Tải lại ảnh" once sending stopped. */
export function PhotoUploadStatus({ upload, onRetry }: { upload: PhotoUpload; onRetry: () => void }) {
  return (
    <>
      {upload.progress && (
        <p role="status" className="muted">
          {upload.progress}
        </p>
      )}
      {upload.backlog && (
        <button type="button" className="btn btn-primary btn-block" onClick={onRetry}>
          <Trans>Tải lại ảnh</Trans>
        </button>
      )}
    </>
  );
}
