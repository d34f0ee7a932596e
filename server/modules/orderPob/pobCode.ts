import { datedCode } from '../orders/orderCode';

/** A pay-on-behalf request: `TT261122X4TZ` (thanh toán), drawn as order codes are (orders/orderCode.ts). */
export const newPobCode = (at: Date) => datedCode('TT', at);
