/**
 * The built-in catalog's pictures: a flat pictogram of the kind of goods, in the product's colour.
 * Drawn from simple shapes with no text, so nobody mistakes it for a photo of the real item.
 * Coordinates are on a 100×100 grid; `f` is the fill, `s` the outline.
 */
type Draw = (f: string, s: string) => string;

const shape =
  (d: string): Draw =>
  (f, s) =>
    `<path d="${d}" fill="${f}" stroke="${s}" stroke-width="2" stroke-linejoin="round"/>`;
const line =
  (d: string, width = 2): Draw =>
  (_f, s) =>
    `<path d="${d}" fill="none" stroke="${s}" stroke-width="${width}" stroke-linecap="round"/>`;
const circle =
  (cx: number, cy: number, r: number, filled = true): Draw =>
  (f, s) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${filled ? f : 'none'}" stroke="${s}" stroke-width="2"/>`;
const all =
  (...parts: Draw[]): Draw =>
  (f, s) =>
    parts.map((part) => part(f, s)).join('');

const pictograms = {
  tshirt: shape('M34 18 L44 14 Q50 22 56 14 L66 18 L84 32 L76 44 L68 38 L68 86 L32 86 L32 38 L24 44 L16 32 Z'),
  hoodie: all(
    shape('M30 24 L40 18 Q50 30 60 18 L70 24 L84 40 L86 84 L74 84 L70 48 L70 88 L30 88 L30 48 L26 84 L14 84 L16 40 Z'),
    shape('M38 20 Q38 6 50 6 Q62 6 62 20 Q50 32 38 20 Z'),
    line('M38 64 L62 64 L60 76 L40 76 Z'),
  ),
  jacket: all(
    shape('M32 16 L44 12 L50 22 L56 12 L68 16 L84 30 L86 86 L74 86 L70 46 L70 88 L30 88 L30 46 L26 86 L14 86 L16 30 Z'),
    line('M50 22 L50 88'),
  ),
  dress: shape('M40 10 L44 10 Q50 16 56 10 L60 10 L60 30 L80 88 L20 88 L40 30 Z'),
  pants: shape('M30 12 L70 12 L76 88 L56 88 L50 38 L44 88 L24 88 Z'),
  shoe: all(shape('M10 64 L12 40 Q26 44 34 34 L46 46 Q62 56 84 60 Q92 62 92 70 L92 76 L10 76 Z'), line('M12 70 L92 70')),
  sandal: all(shape('M14 66 Q14 58 24 58 L82 58 Q90 58 90 66 Q90 74 82 74 L24 74 Q14 74 14 66 Z'), line('M40 58 Q48 36 62 58', 5)),
  handbag: all(shape('M20 40 L80 40 L86 86 L14 86 Z'), line('M36 40 Q36 16 50 16 Q64 16 64 40', 4), circle(50, 54, 3)),
  backpack: all(
    shape('M26 30 Q26 14 50 14 Q74 14 74 30 L76 88 L24 88 Z'),
    shape('M34 56 L66 56 L66 80 L34 80 Z'),
    line('M42 14 Q42 6 50 6 Q58 6 58 14'),
  ),
  pot: all(
    shape('M18 44 L82 44 L78 80 Q76 88 68 88 L32 88 Q24 88 22 80 Z'),
    shape('M20 40 Q50 22 80 40 Z'),
    circle(50, 28, 4),
    line('M8 50 L18 50'),
    line('M82 50 L92 50'),
  ),
  box: all(shape('M16 34 L50 20 L84 34 L84 76 L50 90 L16 76 Z'), line('M16 34 L50 48 L84 34'), line('M50 48 L50 90')),
  lamp: all(
    shape('M32 14 L68 14 L80 50 L20 50 Z'),
    shape('M47 50 L53 50 L53 80 L47 80 Z'),
    shape('M30 80 L70 80 Q72 90 60 90 L40 90 Q28 90 30 80 Z'),
  ),
  pillow: all(shape('M12 28 Q50 16 88 28 Q80 50 88 72 Q50 84 12 72 Q20 50 12 28 Z'), line('M30 40 Q50 50 70 40')),
  phone: all(
    shape('M30 8 L70 8 Q76 8 76 14 L76 86 Q76 92 70 92 L30 92 Q24 92 24 86 L24 14 Q24 8 30 8 Z'),
    circle(36, 20, 5),
    circle(36, 34, 5),
  ),
  plug: all(
    shape('M34 36 L66 36 L66 58 Q66 72 50 72 Q34 72 34 58 Z'),
    line('M42 36 L42 20', 5),
    line('M58 36 L58 20', 5),
    line('M50 72 Q50 92 74 90', 4),
  ),
  bear: all(
    circle(30, 22, 9),
    circle(70, 22, 9),
    circle(50, 36, 20),
    shape('M28 58 Q50 48 72 58 L76 88 L24 88 Z'),
    circle(43, 34, 2),
    circle(57, 34, 2),
  ),
  brush: all(shape('M46 48 L54 48 L57 92 L43 92 Z'), shape('M40 16 Q50 4 60 16 L58 48 L42 48 Z')),
  bottle: all(
    shape('M34 34 L66 34 L68 88 Q68 92 64 92 L36 92 Q32 92 32 88 Z'),
    shape('M38 24 L62 24 L62 34 L38 34 Z'),
    shape('M44 24 Q44 8 50 8 Q56 8 56 24 Z'),
    line('M40 54 L50 54'),
    line('M40 66 L50 66'),
  ),
  notebook: all(
    shape('M24 10 L76 10 L76 90 L24 90 Z'),
    line('M34 26 L66 26'),
    line('M34 38 L66 38'),
    line('M34 50 L58 50'),
    circle(24, 20, 3),
    circle(24, 40, 3),
    circle(24, 60, 3),
    circle(24, 80, 3),
  ),
  ball: all(circle(50, 50, 38), line('M12 50 Q50 30 88 50'), line('M50 12 Q34 50 50 88'), line('M50 12 Q66 50 50 88')),
  car: all(
    shape('M8 66 L12 50 L28 46 L40 30 L66 30 L80 46 L92 52 L92 66 Z'),
    line('M44 34 L44 46 L72 46'),
    circle(28, 68, 9),
    circle(72, 68, 9),
  ),
  ring: all(circle(50, 60, 24, false), shape('M40 30 L60 30 L66 22 L50 8 L34 22 Z')),
} satisfies Record<string, Draw>;

export type IconName = keyof typeof pictograms;
export const iconNames = Object.keys(pictograms) as IconName[];

/** Mixes a #rrggbb colour toward white (amount 0–1). */
function tint(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c + (255 - c) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function shade(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `#${channels
    .map((c) =>
      Math.round(c * (1 - amount))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function lightness(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * A square SVG: the pictogram in `hex` on a pale ground of the same colour (a grey-blue ground
 * for very light goods, so white still shows). `variant` moves the ground's accent circle, so a
 * product's gallery pictures differ from one another.
 */
export function drawPictogram(icon: IconName, hex: string, variant = 0): string {
  const light = lightness(hex) > 0.8;
  const ground = light ? '#dfe4ec' : tint(hex, 0.86);
  const accent = light ? '#cfd6e2' : tint(hex, 0.72);
  const outline = light ? '#8a94a6' : shade(hex, 0.35);
  const cx = [78, 22, 80, 20][variant % 4];
  const cy = [22, 78, 80, 22][variant % 4];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="600" height="600">` +
    `<rect width="100" height="100" fill="${ground}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="30" fill="${accent}"/>` +
    `<g transform="translate(15 15) scale(0.7)">${pictograms[icon](hex, outline)}</g>` +
    `</svg>`
  );
}
