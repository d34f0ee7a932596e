import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { CreatePobRequest, Pob, PobQuote, PobQuoteRequest, StaffPob } from '../../contract/orderPob';
import type { Actor, WalletKit } from './walletHelpers';

/** With the default settings (POB rate 3,700, fee 1 %): ¥100 is 370,000 + 3,700 = 373,700. */
export const HUNDRED_YUAN = { amountFen: 10_000, amountVnd: 370_000, feeVnd: 3_700, totalVnd: 373_700 } as const;

let serial = 0;

/** A valid request body: a Taobao share text with its link, one fresh seller order number, ¥100. */
export function pobRequest(overrides: Partial<PobQuoteRequest> = {}): PobQuoteRequest {
  serial += 1;
  return {
    site: 'taobao',
    paymentLink: `【淘宝】帮我付一下这个订单吧~ https://m.tb.cn/h.${serial}Abc?tk=XyZ 点击链接直接打开`,
    sellerOrderIds: [String(3_000_000_000_000_000_000n + BigInt(serial))],
    amountFen: HUNDRED_YUAN.amountFen,
    ...overrides,
  };
}

/** Pay-on-behalf calls bound to a wallet kit: quote, pay what the quote said, and staff's moves. */
export function pobKit(k: WalletKit, staff: () => Actor) {
  async function quote(customer: Actor, body: PobQuoteRequest = pobRequest()): Promise<PobQuote> {
    const response = await k.post('/OrderPob/Quote', customer.token, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<PobQuote>();
  }

  /** POST /OrderPob with the total the quote gave (or `expectedTotalVnd` when given) and a fresh key. */
  function create(customer: Actor, body: PobQuoteRequest, key: string = randomUUID(), expectedTotalVnd?: number) {
    const payload: CreatePobRequest = { ...body, expectedTotalVnd: expectedTotalVnd ?? HUNDRED_YUAN.totalVnd };
    return k.post('/OrderPob', customer.token, payload, key);
  }

  /** A funded customer's request, made and paid from the wallet. */
  async function made(customer: Actor, body: PobQuoteRequest = pobRequest()): Promise<Pob> {
    const { totalVnd } = await quote(customer, body);
    const response = await create(customer, body, randomUUID(), totalVnd);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Pob>();
  }

  /** A staff move answered 200, with its body. */
  async function move(path: string, payload: object = {}): Promise<StaffPob> {
    const response = await k.post(path, staff().token, payload, randomUUID());
    expect(response.statusCode, response.body).toBe(200);
    return response.json<StaffPob>();
  }

  /** Taken and paid by staff. */
  async function paid(customer: Actor, body?: PobQuoteRequest): Promise<Pob> {
    const pob = await made(customer, body);
    await move(`/Staff/OrderPob/${pob.id}/Take`);
    await move(`/Staff/OrderPob/${pob.id}/Pay`, { alipayTradeNo: '2026112122001400000000000001' });
    return pob;
  }

  return { quote, create, made, move, paid };
}

export const codeOf = (response: LightMyRequestResponse) => response.json<{ code: string }>().code;
