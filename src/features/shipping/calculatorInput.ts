import type { PackageMeasure } from '../../../contract/fees';

/** The calculator's boxes as typed: text, so nothing the person types is thrown away. */
export type CalculatorFields = {
  weightKg: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  declaredValueVnd: number | null;
};

export const emptyFields: CalculatorFields = { weightKg: '', lengthCm: '', widthCm: '', heightCm: '', declaredValueVnd: null };

/** Largest weight and side the calculator takes: beyond it a carton is freight, priced by staff. */
export const MAX_WEIGHT_KG = 1_000;
export const MAX_SIDE_CM = 300;

export type FieldProblem = 'invalid' | 'tooLarge';
export type ParsedPackage =
  { ok: true; measure: PackageMeasure } | { ok: false; empty: boolean; problems: Partial<Record<'weightKg' | 'size', FieldProblem>> };

/**
 * "6", "6,5" or "6.5" kg → grams. People write decimals with a comma in Vietnamese and a dot on
 * many keyboards; both are read. Null when it is not a positive number.
 */
export function parseKg(text: string): number | null {
  const normalised = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  const grams = Math.round(Number(normalised) * 1000);
  return grams > 0 ? grams : null;
}

function parseCm(text: string): number | null {
  const normalised = text.trim();
  if (!/^\d+$/.test(normalised)) return null;
  const cm = Number(normalised);
  return cm > 0 ? cm : null;
}

/**
 * The package to price: a weight, a carton size (all three sides), or both. Whatever is missing
 * counts as 0 (a size alone prices by volume, a weight alone by weight), since the chargeable
 * weight is the larger of the two.
 */
export function parsePackage(fields: CalculatorFields): ParsedPackage {
  const sides = [fields.lengthCm, fields.widthCm, fields.heightCm];
  const weightTyped = fields.weightKg.trim() !== '';
  const sizeTyped = sides.some((side) => side.trim() !== '');
  if (!weightTyped && !sizeTyped) return { ok: false, empty: true, problems: {} };

  const problems: Partial<Record<'weightKg' | 'size', FieldProblem>> = {};
  const grams = weightTyped ? parseKg(fields.weightKg) : 0;
  if (grams === null) problems.weightKg = 'invalid';
  else if (grams > MAX_WEIGHT_KG * 1000) problems.weightKg = 'tooLarge';

  const cms = sizeTyped ? sides.map(parseCm) : [0, 0, 0];
  if (cms.some((cm) => cm === null)) problems.size = 'invalid';
  else if (cms.some((cm) => (cm ?? 0) > MAX_SIDE_CM)) problems.size = 'tooLarge';

  if (problems.weightKg || problems.size || grams === null) return { ok: false, empty: false, problems };
  const [lengthCm, widthCm, heightCm] = cms as [number, number, number];
  return { ok: true, measure: { actualGrams: grams, lengthCm, widthCm, heightCm } };
}
