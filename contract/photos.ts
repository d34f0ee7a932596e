/**
 * Pictures people upload (a parcel's photos, a withdrawal's transfer receipt, a refund request's
 * proof): the file's own bytes as the request body, under its own Content-Type. The server decodes
 * and re-encodes them, so the limit is on what a phone sends, not on what is kept.
 */
export const photoUploadTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
