import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { uploadInTurn, type UploadStop } from './photoFile';

/** Pictures still to send for a request already made (an upload failed): they are retried, not the request. */
type PhotoBacklog = { ownerId: number; photos: File[] };

/**
 * The pictures of a request that are sent after it (a complaint, a refund): chosen with
 * PhotoChooser, then sent in turn (`uploadInTurn`) with a progress line. Where sending stops, what
 * is left is kept with the request it belongs to, so a retry sends those pictures again and never
 * the request. `onSent` once all of a request's pictures are in; `onStopped` says why they are not.
 */
export function usePhotoUpload({
  send,
  onSent,
  onStopped,
}: {
  send: (ownerId: number, photo: Blob) => Promise<unknown>;
  onSent: (ownerId: number) => void;
  onStopped: (stop: UploadStop) => void;
}) {
  const { t } = useLingui();
  const [photos, setPhotos] = useState<File[]>([]);
  const [backlog, setBacklog] = useState<PhotoBacklog | null>(null);
  const [progress, setProgress] = useState<string | null>(null);

  const upload = async (ownerId: number, files: File[]) => {
    const stop = await uploadInTurn(files, {
      send: (photo) => send(ownerId, photo),
      onProgress: (current, count) => setProgress(t`Đang tải ảnh ${current}/${count}…`),
    });
    setProgress(null);
    setBacklog(stop && { ownerId, photos: stop.rest });
    if (stop) onStopped(stop);
    else onSent(ownerId);
  };

  return {
    photos,
    setPhotos,
    /** "Đang tải ảnh 2/5…" while sending, else null. */
    progress,
    /** The request whose pictures stopped, while some are left to send. */
    backlog,
    /** Sends the chosen pictures of the request just made. */
    sendFor: (ownerId: number) => upload(ownerId, photos),
    /** Sends again what is left of the pictures that stopped. */
    retry: async () => {
      if (backlog) await upload(backlog.ownerId, backlog.photos);
    },
    /** Done with this request (sent, or the rest given up): the next one starts with no pictures and no backlog. */
    clear: () => {
      setPhotos([]);
      setBacklog(null);
      setProgress(null);
    },
  };
}

export type PhotoUpload = ReturnType<typeof usePhotoUpload>;
