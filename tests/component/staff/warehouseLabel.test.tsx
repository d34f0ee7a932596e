import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, reply, testUser } from '../renderApp';
import { pageOf, parcel, warehouseUser } from './warehouseFixtures';

const parcels = ({ url, params }: { url: string; params: Record<string, unknown> }) =>
  url === '/Staff/Package' && params.q === 'PK0007'
    ? reply(200, pageOf([parcel]))
    : url === '/Staff/Package'
      ? reply(200, pageOf([]))
      : undefined;

describe('the parcel label', () => {
  it('refuses staff without the warehouse duty', async () => {
    await renderApp('/staff/packages/7/label?code=PK0007', { signedIn: true, user: { ...testUser, role: 'staff', duties: ['money'] } });
    expect(await screen.findByRole('heading', { name: 'Bạn không có quyền mở trang này' })).toBeInTheDocument();
  });

  it('draws the Code 128 barcode, the customer code and the weight, without the console around it, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    const app = await renderApp('/staff/packages/7/label?code=PK0007', { signedIn: true, user: warehouseUser, handler: parcels });
    const label = await screen.findByRole('article', { name: 'Nhãn kiện PK0007' });
    expect(label).toHaveTextContent('MH7K2Q9');
    expect(label).toHaveTextContent('1,2 kg');
    expect(label).toHaveTextContent('Kho Việt Nam');
    expect(label).toHaveTextContent('KG0012');
    const barcode = screen.getByRole('img', { name: 'Mã vạch PK0007' });
    // JsBarcode drew the bars into the <svg>.
    expect(barcode.querySelectorAll('rect').length).toBeGreaterThan(10);
    expect(screen.queryByRole('navigation', { name: 'Điều hướng quầy nhân viên' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'In nhãn' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says the parcel was not found when the code and id do not belong together', async () => {
    await renderApp('/staff/packages/8/label?code=PK0007', { signedIn: true, user: warehouseUser, handler: parcels });
    expect(await screen.findByText('Không tìm thấy kiện này.')).toBeInTheDocument();
  });
});
