import { createHash } from 'node:crypto';
import { AppError, errors } from '../errors';

/** The longest side a stored photo keeps: enough to read a label on a phone, small on 4G. */
export const PHOTO_MAX_SIDE = 1600;
/** Images of more pixels than this are refused before they are decoded (a small file can unpack to gigabytes). */
export const PHOTO_MAX_PIXELS = 40_000_000;

export interface StoredPhoto {
  /** Of the bytes as uploaded: the same file sent again (a retried upload) is known by it. */
  sha256: string;
  bytes: Buffer;
  contentType: 'image/webp';
}

/**
 * The one way an uploaded picture is kept: decoded for real (a file that only starts like an
 * image is refused), turned upright, scaled down to PHOTO_MAX_SIDE, and re-encoded as WebP with
 * no metadata (EXIF, GPS, ICC names), so nothing of the original file reaches another person's
 * browser. libvips does the work on its own threads, off the event loop.
 */
export async function storablePhoto(bytes: Uint8Array, declaredType: string): Promise<StoredPhoto> {
  const type = signatureType(bytes);
  if (type === undefined || type !== declaredType) throw errors.unsupportedMediaType();
  // Loaded with the first picture, not at start: libvips costs a server start-up time and memory
  // whether or not anyone sends a photo.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'error' });
    const metadata = await image.metadata();
    if (metadata.format !== type.slice('image/'.length)) throw errors.unsupportedMediaType();
    const encoded = await image
      .rotate()
      .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { sha256: createHash('sha256').update(bytes).digest('hex'), bytes: encoded, contentType: 'image/webp' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw imageUnreadable();
  }
}

const imageUnreadable = () => new AppError(422, 'image-unreadable');

/** What the bytes claim to be by their signature, whatever the Content-Type says. */
function signatureType(bytes: Uint8Array): 'image/jpeg' | 'image/png' | 'image/webp' | undefined {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}
