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
