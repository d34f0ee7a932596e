import { datedCode } from '../orders/orderCode';

/** A delivery request: `GH261122X4TZ` (giao hàng), drawn as order codes are (orders/orderCode.ts). */
export const newDeliveryCode = (at: Date) => datedCode('GH', at);
