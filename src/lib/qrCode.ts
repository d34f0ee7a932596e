/**
 * Reads the text of a QR code in a picture: a screenshot or photo of a payment request's QR.
 * The browser's BarcodeDetector where it has one that reads QR codes (Chrome on Android and
 * macOS); otherwise jsQR, a small decoder in plain JavaScript, downloaded only then.
 */
export async function readQrCode(picture: Blob, win: Window = window): Promise<string | null> {
  const bitmap = await createImageBitmap(picture);
  try {
    const fromBrowser = await detectWithBrowser(bitmap, win);
    if (fromBrowser !== undefined) return fromBrowser;
    const { pixels, width, height } = pixelsOf(bitmap, win.document);
    return await decodeQrPixels(pixels, width, height);
  } finally {
    bitmap.close();
  }
}

/** `undefined` when the browser cannot read QR codes itself (then the decoder library does). */
async function detectWithBrowser(bitmap: ImageBitmap, win: Window): Promise<string | null | undefined> {
  const Detector = (win as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector || !(await Detector.getSupportedFormats()).includes('qr_code')) return undefined;
  const [found] = await new Detector({ formats: ['qr_code'] }).detect(bitmap);
  return found?.rawValue ?? null;
}

/**
 * A phone photo is 12 megapixels or more; a QR code that fills a fair part of it still reads at
 * this size, and the decoder's time grows with every pixel.
 */
const MAX_SIDE = 1600;

function pixelsOf(bitmap: ImageBitmap, document: Document) {
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('No 2D canvas to read the picture with');
  context.drawImage(bitmap, 0, 0, width, height);
  return { pixels: context.getImageData(0, 0, width, height).data, width, height };
}

/** The text of the QR code in RGBA pixels, or null when there is none; light-on-dark codes too. */
export async function decodeQrPixels(pixels: Uint8ClampedArray, width: number, height: number): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(pixels, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

type BarcodeDetectorClass = {
  new (options: { formats: string[] }): { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };
  getSupportedFormats(): Promise<string[]>;
};
