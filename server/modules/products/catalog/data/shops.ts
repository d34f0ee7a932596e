import type { ProductSite } from '../../../../../contract/productLinks';

/** What a shop sells: a category only goes to a shop of its kind (a toy factory sells no pans). */
export type ShopKind = 'womenswear' | 'menswear' | 'shoes' | 'bags' | 'home' | 'digital' | 'kids' | 'beauty' | 'sports' | 'auto' | 'office';

export interface ShopData {
  site: ProductSite;
  name: string;
  nameVi: string;
  /** Where parcels leave from (Vietnamese name), shown in the description. */
  city: string;
  kinds: readonly ShopKind[];
}

/** Made-up shops in the naming styles of each site: small Taobao stores, Tmall 旗舰店, 1688 factories, PDD stores. */
export const shops: readonly ShopData[] = [
  // Taobao: small and mid-size stores
  { site: 'taobao', name: '小鹿酱韩系女装', nameVi: 'Tiểu Lộc – thời trang nữ Hàn', city: 'Hàng Châu, Chiết Giang', kinds: ['womenswear'] },
  { site: 'taobao', name: '阿木男装工作室', nameVi: 'Xưởng thời trang nam A Mộc', city: 'Quảng Châu, Quảng Đông', kinds: ['menswear'] },
  { site: 'taobao', name: '步履不停潮鞋馆', nameVi: 'Bộ Lý Bất Đình – giày thời trang', city: 'Tuyền Châu, Phúc Kiến', kinds: ['shoes', 'sports'] },
  { site: 'taobao', name: '包先生箱包铺', nameVi: 'Túi xách Bao Tiên Sinh', city: 'Quảng Châu, Quảng Đông', kinds: ['bags'] },
  { site: 'taobao', name: '暖暖的小家居', nameVi: 'Noãn Noãn – đồ gia dụng', city: 'Nghĩa Ô, Chiết Giang', kinds: ['home'] },
  { site: 'taobao', name: '极客数码配件', nameVi: 'Phụ kiện số Geek', city: 'Thâm Quyến, Quảng Đông', kinds: ['digital', 'auto'] },
  { site: 'taobao', name: '糖果屋母婴玩具', nameVi: 'Nhà Kẹo – mẹ bé và đồ chơi', city: 'Sán Đầu, Quảng Đông', kinds: ['kids'] },
  { site: 'taobao', name: '美妆工具小铺', nameVi: 'Tiệm dụng cụ trang điểm', city: 'Thượng Hải', kinds: ['beauty'] },
  { site: 'taobao', name: '文具控的杂货铺', nameVi: 'Tạp hóa văn phòng phẩm', city: 'Ninh Ba, Chiết Giang', kinds: ['office', 'home'] },
  { site: 'taobao', name: '运动达人户外店', nameVi: 'Cửa hàng thể thao ngoài trời', city: 'Hạ Môn, Phúc Kiến', kinds: ['sports'] },
  // Tmall: flagship stores of made-up brands
  { site: 'tmall', name: '素颜服饰旗舰店', nameVi: 'Thời trang Tố Nhan (cửa hàng chính hãng)', city: 'Hàng Châu, Chiết Giang', kinds: ['womenswear', 'menswear'] },
  { site: 'tmall', name: '迈途运动官方旗舰店', nameVi: 'Thể thao Mại Đồ (chính hãng)', city: 'Tấn Giang, Phúc Kiến', kinds: ['sports', 'shoes', 'bags'] },
  { site: 'tmall', name: '厨乐仕厨具旗舰店', nameVi: 'Đồ bếp Trù Lạc Sĩ (chính hãng)', city: 'Dương Giang, Quảng Đông', kinds: ['home'] },
  { site: 'tmall', name: '棉语家纺旗舰店', nameVi: 'Chăn ga Miên Ngữ (chính hãng)', city: 'Nam Thông, Giang Tô', kinds: ['home'] },
  { site: 'tmall', name: '电小二数码旗舰店', nameVi: 'Điện tử Điện Tiểu Nhị (chính hãng)', city: 'Thâm Quyến, Quảng Đông', kinds: ['digital', 'auto'] },
  { site: 'tmall', name: '贝乐宝母婴旗舰店', nameVi: 'Mẹ và bé Bối Lạc Bảo (chính hãng)', city: 'Thượng Hải', kinds: ['kids'] },
  { site: 'tmall', name: '悦妆美妆工具旗舰店', nameVi: 'Dụng cụ làm đẹp Duyệt Trang (chính hãng)', city: 'Quảng Châu, Quảng Đông', kinds: ['beauty'] },
  { site: 'tmall', name: '书香文具旗舰店', nameVi: 'Văn phòng phẩm Thư Hương (chính hãng)', city: 'Ninh Ba, Chiết Giang', kinds: ['office'] },
  // 1688: factories and trading companies
  { site: '1688', name: '广州市白云区潮衣服装厂', nameVi: 'Xưởng may Triều Y, Bạch Vân, Quảng Châu', city: 'Quảng Châu, Quảng Đông', kinds: ['womenswear', 'menswear'] },
  { site: '1688', name: '温州市鹿城区足尚鞋业有限公司', nameVi: 'Công ty giày Túc Thượng, Ôn Châu', city: 'Ôn Châu, Chiết Giang', kinds: ['shoes', 'sports'] },
  { site: '1688', name: '白沟新城佳美箱包厂', nameVi: 'Xưởng túi xách Giai Mỹ, Bạch Câu', city: 'Bảo Định, Hà Bắc', kinds: ['bags'] },
  { site: '1688', name: '义乌市佳乐日用品有限公司', nameVi: 'Công ty đồ dùng Giai Lạc, Nghĩa Ô', city: 'Nghĩa Ô, Chiết Giang', kinds: ['home', 'office', 'beauty'] },
  { site: '1688', name: '深圳市华强北讯达电子商行', nameVi: 'Điện tử Tấn Đạt, Hoa Cường Bắc, Thâm Quyến', city: 'Thâm Quyến, Quảng Đông', kinds: ['digital', 'auto'] },
  { site: '1688', name: '汕头市澄海区乐童玩具厂', nameVi: 'Xưởng đồ chơi Lạc Đồng, Trừng Hải', city: 'Sán Đầu, Quảng Đông', kinds: ['kids'] },
  { site: '1688', name: '阳江市阳东区锋利刀剪厂', nameVi: 'Xưởng dao kéo Phong Lợi, Dương Giang', city: 'Dương Giang, Quảng Đông', kinds: ['home'] },
  { site: '1688', name: '金华市健身器材有限公司', nameVi: 'Công ty dụng cụ thể thao Kim Hoa', city: 'Kim Hoa, Chiết Giang', kinds: ['sports'] },
  // Pinduoduo: discount stores
  { site: 'pinduoduo', name: '百亿补贴服饰特卖', nameVi: 'Quần áo giá rẻ trợ giá', city: 'Châu Hải, Quảng Đông', kinds: ['womenswear', 'menswear'] },
  { site: 'pinduoduo', name: '好运来鞋包店', nameVi: 'Giày túi Hảo Vận Lai', city: 'Tuyền Châu, Phúc Kiến', kinds: ['shoes', 'bags', 'sports'] },
  { site: 'pinduoduo', name: '小美日用百货', nameVi: 'Bách hóa Tiểu Mỹ', city: 'Nghĩa Ô, Chiết Giang', kinds: ['home', 'office', 'beauty'] },
  { site: 'pinduoduo', name: '优品数码配件店', nameVi: 'Phụ kiện số Ưu Phẩm', city: 'Thâm Quyến, Quảng Đông', kinds: ['digital', 'auto'] },
  { site: 'pinduoduo', name: '宝宝乐母婴用品', nameVi: 'Đồ mẹ và bé Bảo Bảo Lạc', city: 'Hồ Châu, Chiết Giang', kinds: ['kids'] },
];
