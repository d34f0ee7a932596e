import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { defaultSettings, publicSettingsOf } from '../../contract/settings';
import { renderApp, reply } from './renderApp';

const publicSettings = publicSettingsOf(1, defaultSettings);
const settingsHandler = ({ url }: { url: string }) => (url === '/Settings/Public' ? reply(200, publicSettings) : undefined);

const money = (text: string) => new RegExp(`^${text.replace(/\./g, '\\.')}\\s₫$`);

describe('the shipping fee calculator', () => {
  it('prices the example carton as it is typed: volumetric 10 kg beats 6 kg, 260.000 ₫ to Hà Nội', async () => {
    const { user } = await renderApp('/orderShipping/calcShippingFee', { signedIn: true, handler: settingsHandler });
    expect(await screen.findByText('Nhập cân nặng hoặc kích thước thùng để xem phí.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Cân nặng (kg)'), '6');
    await user.type(screen.getByLabelText('Dài'), '50');
    await user.type(screen.getByLabelText('Rộng'), '40');
    await user.type(screen.getByLabelText('Cao'), '30');

    const result = screen.getByRole('region', { name: 'Phí dự kiến' });
    expect(within(result).getByText('Cân nặng thực tế').nextSibling).toHaveTextContent('6 kg');
    expect(within(result).getByText('Cân nặng quy đổi').nextSibling).toHaveTextContent('10 kg');
    expect(within(result).getByText('Tính phí theo cân nặng quy đổi: 10 kg')).toBeInTheDocument();
    expect(within(result).getByText('Phí vận chuyển quốc tế').nextSibling).toHaveTextContent(money('260.000'));
    expect(within(result).getByText('Tổng phí dự kiến').nextSibling).toHaveTextContent(money('260.000'));
  });

  it('follows the route and the services: TP.HCM, crate and insurance on the declared value', async () => {
    const { user } = await renderApp('/orderShipping/calcShippingFee', { signedIn: true, handler: settingsHandler });
    await user.type(await screen.findByLabelText('Cân nặng (kg)'), '10');
    await user.click(screen.getByRole('radio', { name: 'Kho TP.HCM' }));
    await user.click(screen.getByRole('checkbox', { name: /Đóng gỗ/ }));
    await user.click(screen.getByRole('checkbox', { name: /Bảo hiểm hàng hóa/ }));
    await user.type(screen.getByLabelText('Giá trị hàng khai báo'), '2000000');

    const result = screen.getByRole('region', { name: 'Phí dự kiến' });
    // 10 kg × 32.000; crate 20 ¥ + 9 × 1 ¥ = 29 ¥ × 3.650; insurance 3 % of 2.000.000.
    expect(within(result).getByText('Phí vận chuyển quốc tế').nextSibling).toHaveTextContent(money('320.000'));
    expect(within(result).getByText('Phí đóng gỗ').nextSibling).toHaveTextContent(money('105.850'));
    expect(within(result).getByText('Phí bảo hiểm').nextSibling).toHaveTextContent(money('60.000'));
    expect(within(result).getByText('Tổng phí dự kiến').nextSibling).toHaveTextContent(money('485.850'));
  });

  it('says what is wrong with a size instead of pricing it', async () => {
    const { user } = await renderApp('/orderShipping/calcShippingFee', { signedIn: true, handler: settingsHandler });
    await user.type(await screen.findByLabelText('Dài'), '50');
    expect(screen.getByText('Nhập đủ dài, rộng, cao bằng số nguyên lớn hơn 0')).toBeInTheDocument();
    expect(screen.queryByText('Tổng phí dự kiến')).not.toBeInTheDocument();
  });
});
