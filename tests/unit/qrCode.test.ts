import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { decodeQrPixels } from '../../src/lib/qrCode';

/** A QR code drawn as a picture would hold it: `scale` pixels per module, a quiet zone around. */
function picture(text: string, { scale = 4, dark = 0, light = 255 } = {}) {
  const { data, size } = encode(text, { border: 4 });
  const width = size * scale;
  const pixels = new Uint8ClampedArray(width * width * 4);
  for (let y = 0; y < width; y++) {
    for (let x = 0; x < width; x++) {
      const value = data[Math.floor(y / scale)]![Math.floor(x / scale)] ? dark : light;
      pixels.set([value, value, value, 255], (y * width + x) * 4);
    }
  }
  return { pixels, width };
}

describe('reading a QR code from pixels', () => {
  it('reads a payment request shared from Taobao, Chinese text and link included', async () => {
    const text = '【淘宝】帮我付款 https://m.tb.cn/h.5Xy1AbC?tk=aBcD「代付」';
    const { pixels, width } = picture(text);
    expect(await decodeQrPixels(pixels, width, width)).toBe(text);
  });

  it('reads a light code on a dark background, as a dark-mode screenshot shows it', async () => {
    const text = 'https://qr.alipay.com/fkx19283746abcdef';
    const { pixels, width } = picture(text, { dark: 255, light: 0 });
    expect(await decodeQrPixels(pixels, width, width)).toBe(text);
  });

  it('answers null for a picture without a code', async () => {
    const width = 64;
    const pixels = new Uint8ClampedArray(width * width * 4).fill(200);
    expect(await decodeQrPixels(pixels, width, width)).toBeNull();
  });
});
