/** 颜色分类 values as sellers write them, with the Vietnamese a customer reads and the swatch colour. */
export interface Colour {
  zh: string;
  vi: string;
  hex: string;
}

export const colours = {
  black: { zh: '黑色', vi: 'Đen', hex: '#2b2b2b' },
  white: { zh: '白色', vi: 'Trắng', hex: '#f7f7f5' },
  grey: { zh: '灰色', vi: 'Xám', hex: '#9a9ca1' },
  darkGrey: { zh: '深灰色', vi: 'Xám đậm', hex: '#5b5e63' },
  beige: { zh: '米白色', vi: 'Trắng kem', hex: '#efe6d2' },
  khaki: { zh: '卡其色', vi: 'Kaki', hex: '#c3a878' },
  apricot: { zh: '杏色', vi: 'Màu mơ', hex: '#f0c9a0' },
  brown: { zh: '咖啡色', vi: 'Nâu cà phê', hex: '#6f4e37' },
  camel: { zh: '驼色', vi: 'Nâu lạc đà', hex: '#b5895b' },
  red: { zh: '红色', vi: 'Đỏ', hex: '#d23b3b' },
  wine: { zh: '酒红色', vi: 'Đỏ rượu vang', hex: '#7b1f32' },
  pink: { zh: '粉色', vi: 'Hồng', hex: '#f2a7bb' },
  purple: { zh: '紫色', vi: 'Tím', hex: '#8a63b8' },
  navy: { zh: '藏青色', vi: 'Xanh than', hex: '#1f2f54' },
  blue: { zh: '蓝色', vi: 'Xanh dương', hex: '#3b7dd8' },
  skyBlue: { zh: '天蓝色', vi: 'Xanh da trời', hex: '#8cc4ec' },
  green: { zh: '绿色', vi: 'Xanh lá', hex: '#4f9a5c' },
  armyGreen: { zh: '军绿色', vi: 'Xanh rêu', hex: '#5b6b3a' },
  mint: { zh: '薄荷绿', vi: 'Xanh bạc hà', hex: '#a6dcc5' },
  yellow: { zh: '黄色', vi: 'Vàng', hex: '#f2c94c' },
  orange: { zh: '橙色', vi: 'Cam', hex: '#ef8a3a' },
  silver: { zh: '银色', vi: 'Bạc', hex: '#c9ccd1' },
  gold: { zh: '金色', vi: 'Vàng kim', hex: '#c9a43b' },
  transparent: { zh: '透明', vi: 'Trong suốt', hex: '#dfe9ef' },
  woodGrain: { zh: '原木色', vi: 'Màu gỗ tự nhiên', hex: '#c89b6d' },
} satisfies Record<string, Colour>;

export type ColourKey = keyof typeof colours;
