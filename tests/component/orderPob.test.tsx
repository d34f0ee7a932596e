import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CreatePobRequest, Pob, PobRefund } from '../../contract/orderPob';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { samplePob, samplePobQuote, sampleShortPobQuote } from '../fixtures/orderPob';
import { vnd } from './lists';
import { failure, inTurn, renderApp, reply, type StubHandler, type StubRequest, type StubResponse } from './renderApp';

const creates = (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/OrderPob');
const quotes = (requests: StubRequest[]) => requests.filter((r) => r.method === 'POST' && r.url === '/OrderPob/Quote');

function server({
  quoteAnswers = [reply(200, samplePobQuote)],
  createAnswers = [reply(201, samplePob)],
}: { quoteAnswers?: StubResponse[]; createAnswers?: StubResponse[] } = {}): StubHandler {
  const quote = inTurn(quoteAnswers);
  const create = inTurn(createAnswers);
  return ({ method, url }) => {
    if (url === '/Settings/Public') return reply(200, publicSettingsOf(1, defaultSettings));
    if (url === '/Wallet') return reply(200, { balanceVnd: 2_000_000, heldVnd: 0, availableVnd: 2_000_000 });
    if (method === 'POST' && url === '/OrderPob/Quote') return quote();
    if (method === 'POST' && url === '/OrderPob') return create();
    if (url === `/OrderPob/${samplePob.id}`) return reply(200, samplePob);
    return undefined;
  };
}

const shareText = '【淘宝】帮我付一下 https://m.tb.cn/h.5Xy1AbC?tk=aBcD 点击链接直接打开';

async function fillForm(app: Awaited<ReturnType<typeof renderApp>>, amount = '123,45') {
  await screen.findByRole('heading', { level: 2, name: 'Yêu cầu thanh toán hộ' });
  await app.user.click(screen.getByLabelText('Link hoặc nội dung chia sẻ yêu cầu thanh toán'));
  await app.user.paste(shareText);
  await app.user.type(screen.getByLabelText('Mã đơn hàng của người bán'), '3791234567890123456 3791234567890123457');
  await app.user.type(screen.getByLabelText('Số tiền cần thanh toán (¥)'), amount);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** A refund of ¥50 the customer just asked on `pob`, waiting for staff. */
const refundAsked = (pob: Pob, id: number): PobRefund => ({
  id,
  pobId: pob.id,
  pobCode: pob.code,
  status: 'pending',
  source: 'customer',
  amountFen: 5_000,
  acceptedFen: null,
  creditedVnd: 0,
  reason: 'Người bán hủy một đơn',
  refuseReason: null,
  photos: [],
  createdAt: '2026-11-27T03:00:00.000Z',
  decidedAt: null,
});

describe('paying a seller on the customer’s behalf', () => {
  it('finds the link in pasted share text, quotes, and debits only after the confirm', async () => {
    const app = await renderApp('/orderPob/create', { signedIn: true, handler: server() });
    await fillForm(app);
    expect(screen.getByText('Link sẽ gửi: https://m.tb.cn/h.5Xy1AbC?tk=aBcD')).toBeInTheDocument();
    // The daily limits from the settings are stated on the form.
    expect(screen.getByText(/Mỗi ngày tối đa 20 yêu cầu/)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Xem số tiền' }));

    await screen.findByRole('heading', { level: 2, name: 'Kiểm tra và xác nhận' });
    expect(quotes(app.requests)[0]?.body).toEqual({
      site: 'taobao',
      paymentLink: 'https://m.tb.cn/h.5Xy1AbC?tk=aBcD',
      sellerOrderIds: ['3791234567890123456', '3791234567890123457'],
      amountFen: 12_345,
      note: '',
    });
    expect(creates(app.requests)).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: vnd('Xác nhận thanh toán 461.333') }));
    await screen.findByRole('heading', { level: 2, name: 'Đã gửi yêu cầu thanh toán hộ' });
    const [create] = creates(app.requests);
    expect((create?.body as CreatePobRequest).expectedTotalVnd).toBe(samplePobQuote.totalVnd);
    expect(create?.idempotencyKey).toMatch(/.{16,}/);
    expect(screen.getByText(samplePob.code)).toBeInTheDocument();
  });

  it('refuses an amount it cannot read exactly, and a second order number on 1688, before asking the server', async () => {
    const app = await renderApp('/orderPob/create', { signedIn: true, handler: server() });
    await fillForm(app, '1.234,5');
    await app.user.click(screen.getByRole('radio', { name: '1688' }));
    await app.user.click(screen.getByRole('button', { name: 'Xem số tiền' }));

    const amount = await screen.findByLabelText('Số tiền cần thanh toán (¥)');
    expect(amount).toHaveAccessibleDescription(/Số tiền \(¥\) phải lớn hơn 0/);

    // With the amount readable, the rule of the site: 1688 pays one order per request.
    await app.user.clear(amount);
    await app.user.type(amount, '1234.5');
    await app.user.click(screen.getByRole('button', { name: 'Xem số tiền' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Mã đơn hàng của người bán')).toHaveAccessibleDescription(/chỉ có đúng 1 mã đơn hàng/),
    );
    expect(quotes(app.requests)).toEqual([]);
  });

  it('sends a short wallet to recharge with the exact amount, and keeps the request for the way back', async () => {
    const app = await renderApp('/orderPob/create', {
      signedIn: true,
      handler: server({ quoteAnswers: [reply(200, sampleShortPobQuote)] }),
    });
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Xem số tiền' }));

    await screen.findByRole('heading', { level: 2, name: 'Số dư ví chưa đủ để thanh toán' });
    expect(screen.getAllByText(vnd('361.333')).length).toBeGreaterThan(0);
    const saved = Object.keys(localStorage).find((key) => key.startsWith('muaho.draft.pob.'));
    expect(JSON.parse(localStorage.getItem(saved!)!)).toMatchObject({ step: 'review', choices: { amountFen: 12_345 } });
    expect(creates(app.requests)).toEqual([]);
  });

  it('goes back to the form with the reason when today’s limit is used up', async () => {
    const limit = failure(422, 'Bạn đã dùng hết 20 yêu cầu thanh toán hộ hôm nay', 'pob-daily-count-exceeded');
    const app = await renderApp('/orderPob/create', { signedIn: true, handler: server({ quoteAnswers: [limit] }) });
    await fillForm(app);
    await app.user.click(screen.getByRole('button', { name: 'Xem số tiền' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn đã dùng hết 20 yêu cầu thanh toán hộ hôm nay');
    // What was typed is still there.
    await waitFor(() => expect(screen.getByLabelText('Số tiền cần thanh toán (¥)')).toHaveValue('123.45'));
    expect(screen.getByLabelText('Mã đơn hàng của người bán')).toHaveValue('3791234567890123456\n3791234567890123457');
  });

  it('cancels a request nobody has taken, sending the same key again when the first answer is lost', async () => {
    const cancelled = { ...samplePob, status: 'cancelled' as const, refundedVnd: samplePob.totalVnd };
    const cancelAnswers = inTurn([failure(503, 'Máy chủ đang bận', 'internal'), reply(200, cancelled)]);
    const app = await renderApp(`/orderPob/${samplePob.id}`, {
      signedIn: true,
      handler: ({ method, url }) => {
        if (method === 'POST' && url === `/OrderPob/${samplePob.id}/Cancel`) return cancelAnswers();
        return server()({ method, url } as StubRequest);
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Hủy yêu cầu' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(/Toàn bộ 461\.333\s₫ đã trừ sẽ được hoàn vào ví/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Hủy yêu cầu' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Máy chủ đang bận');
    await app.user.click(within(dialog).getByRole('button', { name: 'Hủy yêu cầu' }));

    expect(await screen.findByText(/Đã hủy yêu cầu\. 461\.333\s₫ đã được hoàn vào ví\./)).toBeInTheDocument();
    const sent = app.requests.filter((r) => r.url === `/OrderPob/${samplePob.id}/Cancel`);
    expect(sent).toHaveLength(2);
    expect(sent[0]?.idempotencyKey).toBeTruthy();
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
  });

  it('asks a refund of a paid request with a picture, and sends again only the picture that did not go', async () => {
    const paid = { ...samplePob, status: 'paid' as const, refundableFen: samplePob.amountFen };
    const refund = refundAsked(paid, 7);
    const photoAnswers = inTurn([failure(503, 'Máy chủ đang bận', 'internal'), reply(200, { ...refund, photos: ['/p/1'] })]);
    const app = await renderApp(`/orderPob/${paid.id}`, {
      signedIn: true,
      handler: ({ method, url }) => {
        if (url === `/OrderPob/${paid.id}`) return reply(200, paid);
        if (method === 'POST' && url === '/OrderPob/Refund') return reply(201, refund);
        if (method === 'POST' && url === `/OrderPob/Refund/${refund.id}/Photo`) return photoAnswers();
        return server()({ method, url } as StubRequest);
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Yêu cầu hoàn tiền' }));
    const amount = screen.getByLabelText('Số tiền hoàn (¥)');
    await app.user.clear(amount);
    await app.user.type(amount, '50');
    await app.user.type(screen.getByLabelText('Lý do'), 'Người bán hủy một đơn');
    await app.user.upload(screen.getByLabelText('Thêm ảnh (tối đa 5)'), new File(['jpeg bytes'], 'hoan.jpg', { type: 'image/jpeg' }));
    await app.user.click(screen.getByRole('button', { name: 'Gửi yêu cầu hoàn tiền' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Yêu cầu hoàn tiền đã được gửi, nhưng còn 1 ảnh chưa tải lên được');
    expect(screen.queryByRole('button', { name: 'Gửi yêu cầu hoàn tiền' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Tải lại ảnh' }));

    expect(await screen.findByText('Đã gửi yêu cầu hoàn tiền. Nhân viên sẽ kiểm tra và trả lời tại đây.')).toBeInTheDocument();
    expect(app.requests.filter((r) => r.method === 'POST' && r.url === '/OrderPob/Refund')).toHaveLength(1);
    expect(app.requests.filter((r) => r.url === `/OrderPob/Refund/${refund.id}/Photo`)).toHaveLength(2);
  });

  it('gives up the pictures that did not go when asked, and the next refund starts afresh', async () => {
    const paid = { ...samplePob, status: 'paid' as const, refundableFen: samplePob.amountFen };
    const refund = refundAsked(paid, 8);
    const app = await renderApp(`/orderPob/${paid.id}`, {
      signedIn: true,
      handler: ({ method, url }) => {
        if (url === `/OrderPob/${paid.id}`) return reply(200, paid);
        if (method === 'POST' && url === '/OrderPob/Refund') return reply(201, refund);
        if (method === 'POST' && url === `/OrderPob/Refund/${refund.id}/Photo`) return failure(503, 'Máy chủ đang bận', 'internal');
        return server()({ method, url } as StubRequest);
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Yêu cầu hoàn tiền' }));
    await app.user.type(screen.getByLabelText('Lý do'), 'Người bán hủy một đơn');
    await app.user.upload(screen.getByLabelText('Thêm ảnh (tối đa 5)'), new File(['jpeg bytes'], 'hoan.jpg', { type: 'image/jpeg' }));
    await app.user.click(screen.getByRole('button', { name: 'Gửi yêu cầu hoàn tiền' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('còn 1 ảnh chưa tải lên được');

    await app.user.click(screen.getByRole('button', { name: 'Gửi không kèm ảnh còn lại' }));
    expect(await screen.findByText('Đã gửi yêu cầu hoàn tiền. Nhân viên sẽ kiểm tra và trả lời tại đây.')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Yêu cầu hoàn tiền' }));
    expect(screen.getByRole('button', { name: 'Gửi yêu cầu hoàn tiền' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tải lại ảnh' })).not.toBeInTheDocument();
    expect(screen.queryByText('hoan.jpg')).not.toBeInTheDocument();
  });
});
