// Writes server/modules/addresses/data/adminUnits.json, the 34 provinces and 3,321 wards and
// communes in force since 2025-07-01, from the MIT-licensed npm package vn-provinces-wards
// (https://github.com/khuongtai/vn-provinces-wards, notice in that folder's NOTICE.md).
//
//   npm pack vn-provinces-wards@1.0.2 && tar xzf vn-provinces-wards-1.0.2.tgz
//   node scripts/data/admin-units.mjs package
//
// The output is compact (codes and names only) and sorted the way people look for a name, so the
// server serves it as is and the package is not a dependency.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const source = process.argv[2];
if (!source) throw new Error('usage: node scripts/data/admin-units.mjs <unpacked vn-provinces-wards folder>');
const read = (name) => JSON.parse(readFileSync(join(source, 'src/json_data', name), 'utf8'));

const collator = new Intl.Collator('vi');
const byName = (a, b) => collator.compare(a.name, b.name);

const provinces = read('provinces.json').map(({ code, name }) => ({ code, name }));
const wards = {};
for (const ward of read('wards.json')) (wards[ward.province_code] ??= []).push({ code: ward.code, name: ward.name });

if (provinces.length !== 34) throw new Error(`expected 34 provinces, found ${provinces.length}`);
const wardCount = Object.values(wards).reduce((n, list) => n + list.length, 0);
if (wardCount !== 3321) throw new Error(`expected 3,321 wards and communes, found ${wardCount}`);
for (const province of provinces) if (!wards[province.code]?.length) throw new Error(`no wards for ${province.name}`);

const output = {
  source: 'vn-provinces-wards@1.0.2 (MIT)',
  provinces: provinces.sort(byName),
  wards: Object.fromEntries(Object.entries(wards).map(([code, list]) => [code, list.sort(byName)])),
};
writeFileSync(new URL('../../server/modules/addresses/data/adminUnits.json', import.meta.url), `${JSON.stringify(output)}\n`);
console.log(`${provinces.length} provinces, ${wardCount} wards and communes`);
