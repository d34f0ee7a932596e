import type { Province, Ward } from '../../../contract/addresses';
import data from './data/adminUnits.json' with { type: 'json' };

/**
 * The provinces and wards people can choose (data/NOTICE.md says where they come from). Read once
 * at start; lookups by code are maps, since every address save and every order checks them.
 */
type AdminUnits = { provinces: Province[]; wards: Record<string, Ward[]> };
const units = data as AdminUnits;

const provinceNames = new Map(units.provinces.map((p) => [p.code, p.name]));
// Maps, not the JSON object: a code such as `__proto__` or `constructor` must find nothing.
const wardLists = new Map(Object.entries(units.wards));
const wardNames = new Map([...wardLists].map(([code, wards]) => [code, new Map(wards.map((w) => [w.code, w.name]))]));

/** All 34, in Vietnamese alphabetical order. */
export function provinces(): readonly Province[] {
  return units.provinces;
}

/** The province's wards and communes in Vietnamese alphabetical order; undefined for an unknown code. */
export function wardsOf(provinceCode: string): readonly Ward[] | undefined {
  return wardLists.get(provinceCode);
}

export function provinceName(code: string): string | undefined {
  return provinceNames.get(code);
}

/** Undefined when the ward is unknown or belongs to another province. */
export function wardName(provinceCode: string, wardCode: string): string | undefined {
  return wardNames.get(provinceCode)?.get(wardCode);
}
