import type { ProductSite } from '../../../../../contract/productLinks';
import type { IconName } from '../pictograms';
import type { Axis } from './axes';
import type { ColourKey } from './colours';
import type { ShopKind } from './shops';

/** A phrase in the seller's Chinese and in natural Vietnamese. */
export interface Pair {
  zh: string;
  vi: string;
}

export interface BaseProduct extends Pair {
  /** Usual retail price range on Taobao, in yuan; other sites scale it (contract fen at the end). */
  price: [number, number];
  /** Overrides the category's axis; `null` for a product with colours only. */
  axis?: Axis | null;
  /** Overrides the category's colours; `[]` for a product sold without any choice. */
  colours?: readonly ColourKey[];
}

export interface Category {
  key: string;
  icon: IconName;
  kind: ShopKind;
  /** What customers type for this kind of goods, beyond the titles. */
  words: readonly string[];
  /** Title openers (season, year); apparel has them, most goods do not. */
  leads: readonly Pair[];
  tags: readonly Pair[];
  colours: readonly ColourKey[];
  axis: Axis | null;
  materials: readonly string[];
  bases: readonly BaseProduct[];
  /** 1688 minimum order quantities usual for these goods. */
  wholesaleMin: readonly number[];
  sites?: readonly ProductSite[];
}

/** Title words several categories share. */
export const seasons: Pair[] = [
  { zh: '2025秋冬新款', vi: 'thu đông 2025' },
  { zh: '2025春夏新款', vi: 'xuân hè 2025' },
  { zh: '2025新款', vi: 'mẫu mới 2025' },
];
export const styles: Pair[] = [
  { zh: '韩版', vi: 'kiểu Hàn Quốc' },
  { zh: 'ins风', vi: 'phong cách ins' },
  { zh: '日系', vi: 'phong cách Nhật' },
  { zh: '百搭', vi: 'dễ phối đồ' },
  { zh: '高级感', vi: 'sang trọng' },
  { zh: '网红同款', vi: 'mẫu hot trend' },
];
export const homeTags: Pair[] = [
  { zh: '家用', vi: 'dùng trong gia đình' },
  { zh: '北欧风', vi: 'phong cách Bắc Âu' },
  { zh: '网红', vi: 'hot trend' },
  { zh: '加厚', vi: 'loại dày' },
  { zh: '创意', vi: 'thiết kế sáng tạo' },
];
export const gadgetTags: Pair[] = [
  { zh: '爆款', vi: 'bán chạy' },
  { zh: '便携', vi: 'nhỏ gọn dễ mang' },
  { zh: '高品质', vi: 'chất lượng cao' },
  { zh: '新款', vi: 'mẫu mới' },
];
export const kidTags: Pair[] = [
  { zh: '婴儿', vi: 'cho bé' },
  { zh: '儿童', vi: 'cho trẻ em' },
  { zh: '宝宝', vi: 'cho em bé' },
];

export const darkBasics: ColourKey[] = ['black', 'white', 'grey', 'navy', 'khaki', 'armyGreen', 'brown'];
export const softWomen: ColourKey[] = ['black', 'white', 'beige', 'apricot', 'pink', 'skyBlue', 'purple', 'mint', 'grey'];
export const bright: ColourKey[] = ['red', 'blue', 'yellow', 'green', 'pink', 'orange', 'purple'];
