import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PHOTO_UPLOAD_MAX_BYTES, photoUploadTypes } from '../../../contract/photos';

/** What a file input's `accept` lists for an upload the server takes (contract/photos.ts). */
export const photoAccept = photoUploadTypes.join(',');

/** Why a chosen file cannot be sent, before it is: the server would refuse it after a long upload on 4G. */
export function photoFileProblem(file: File): MessageDescriptor | null {
  if (!(photoUploadTypes as readonly string[]).includes(file.type)) return msg`Ảnh phải là JPEG, PNG hoặc WebP.`;
  if (file.size > PHOTO_UPLOAD_MAX_BYTES) return msg`Ảnh lớn quá 2 MB. Hãy chụp lại với độ phân giải thấp hơn.`;
  return null;
}

/** A phone photo is often 3–6 MB; this side is plenty to read a receipt or see damaged goods. */
const MAX_SIDE = 2000;

/**
 * A picture ready to upload: the file itself when the server takes it as it is, else the same
 * picture made smaller as JPEG in the browser (a phone camera's 5 MB photo, or a format the
 * server does not take but the browser can read). Null when the browser cannot read it either.
 */
export async function uploadablePhoto(file: File): Promise<Blob | null> {
  if (photoFileProblem(file) === null) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    for (const quality of [0.85, 0.7, 0.5]) {
      const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', quality));
      if (blob && blob.size <= PHOTO_UPLOAD_MAX_BYTES) return blob;
    }
    return null;
  } finally {
    bitmap.close();
  }
}

/** Where sending pictures one by one stopped: the files still to send (the one that failed first), and why. */
export type UploadStop = { rest: File[]; unreadable: string | null; error: unknown };

/**
 * Sends the chosen pictures one after another, each made uploadable first: one upload at a time
 * keeps a phone on 4G responsive and says which one failed. Stops at the first that cannot be read
 * (`unreadable` names it) or sent (`error`), answering what is left so the page can retry it or go
 * on without; null once all are sent.
 */
export async function uploadInTurn(
  files: File[],
  { send, onProgress }: { send: (photo: Blob) => Promise<unknown>; onProgress: (current: number, count: number) => void },
): Promise<UploadStop | null> {
  for (const [index, file] of files.entries()) {
    onProgress(index + 1, files.length);
    const photo = await uploadablePhoto(file);
    if (!photo) return { rest: files.slice(index), unreadable: file.name, error: null };
    try {
      await send(photo);
    } catch (error) {
      return { rest: files.slice(index), unreadable: null, error };
    }
  }
  return null;
}
