import { useQuery } from '@tanstack/react-query';
import type { ChosenProperty } from '../../../contract/cart';
import type { Product } from '../../../contract/products';
import type { TaobaoIntSource } from '../../../machines/taobaoInt';
import { useApi } from '../../api/ApiProvider';
import { cartQuery } from '../../api/cart';
import { productQuery } from '../../api/products';

/** A line about to be ordered, as the product page or the cart shows it, before the platform prices it. */
export type GoodsPreview = {
  itemId: string;
  skuId: string | null;
  title: string;
  titleVi: string | null;
  imageUrl: string;
  properties: ChosenProperty[];
  quantity: number;
  /** The price the product page or the cart shows; the platform's may differ. */
  unitPriceFen: number;
  amountFen: number;
};

/** The chosen SKU's properties in the product's words. */
function propertiesOf(product: Product, skuId: string | null): ChosenProperty[] {
  const sku = product.skus.find((candidate) => candidate.skuId === skuId);
  if (!sku) return [];
  return product.properties.flatMap((property, index) => {
    const value = property.values.find((candidate) => candidate.id === sku.valueIds[index]);
    return value ? [{ name: property.name, nameVi: property.nameVi, value: value.name, valueVi: value.nameVi }] : [];
  });
}

/**
 * What is about to be ordered, from what the page already knows (the product, the cart), so the
 * first step can show it while only the platform's render gives the figures. Null while loading,
 * or when the goods cannot be found any more (the page still orders by id).
 */
export function useGoodsPreview(source: TaobaoIntSource | null): GoodsPreview[] | null {
  const api = useApi();
  const goods = source && 'goods' in source ? source.goods[0] : undefined;
  const cartIds = source && 'cartItemIds' in source ? source.cartItemIds : null;
  const product = useQuery({
    ...productQuery(api, { site: goods?.site ?? 'taobao', itemId: goods?.itemId ?? '' }),
    enabled: goods !== undefined,
  });
  const cart = useQuery({ ...cartQuery(api), enabled: cartIds !== null });

  if (goods && product.data) {
    const sku = product.data.skus.find((candidate) => candidate.skuId === goods.skuId);
    const unitPriceFen = sku?.priceFen ?? product.data.priceFen;
    return [
      {
        itemId: goods.itemId,
        skuId: goods.skuId,
        title: product.data.title,
        titleVi: product.data.titleVi,
        imageUrl: product.data.images[0] ?? '',
        properties: propertiesOf(product.data, goods.skuId),
        quantity: goods.quantity,
        unitPriceFen,
        amountFen: unitPriceFen * goods.quantity,
      },
    ];
  }
  if (cartIds && cart.data) {
    return cart.data.items
      .filter((item) => cartIds.includes(item.id))
      .map((item) => ({
        itemId: item.itemId,
        skuId: item.skuId,
        title: item.title,
        titleVi: item.titleVi,
        imageUrl: item.imageUrl,
        properties: item.properties,
        quantity: item.quantity,
        unitPriceFen: item.unitPriceFen,
        amountFen: item.unitPriceFen * item.quantity,
      }));
  }
  return null;
}
