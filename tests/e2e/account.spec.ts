import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, latestMailTo, login, newPerson, openProfileForm, register, storedToken } from './support';

test('a person registers, stays signed in across a reload, edits the profile, changes the password, logs out and back in', async ({
  page,
}) => {
  const person = newPerson();
  await register(page, person);
  await expect(page.getByText(person.fullName).first()).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();

  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(person.fullName).first()).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByText(`@${person.userName}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/profile/changeInfo');
  await page.getByLabel('Họ và tên').fill('Trần Văn Nam');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: /đã|thành công/i }),
  ).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('Trần Văn Nam').first()).toBeVisible();

  const newPassword = 'mat-khau-moi-that-dai-2026';
  await page.goto('/profile/changePassword');
  await page.getByLabel('Mật khẩu hiện tại').fill(person.password);
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill(newPassword);
  await page.getByLabel('Xác nhận mật khẩu mới').fill(newPassword);
  await page.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByText(/đổi mật khẩu thành công|đã đổi mật khẩu/i)).toBeVisible();
  // Still signed in on this device with the fresh token.
  await page.goto('/profile');
  await expect(page.getByText(`@${person.userName}`)).toBeVisible();

  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedToken(page)).toBeNull();

  await login(page, person.email, newPassword);
  await expect(page.getByText('Trần Văn Nam').first()).toBeVisible();
});

test('a person chooses which notifications reach the phone and the choice is there after a reload', async ({ page }) => {
  await register(page, newPerson());
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Chọn loại thông báo muốn nhận' }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  // The page's code and its data load on first use: a busy machine may take longer than usual.
  await expect(page.getByRole('group', { name: 'Đơn mua hộ' })).toBeVisible({ timeout: 20_000 });
  const orderPush = page.getByRole('group', { name: 'Đơn mua hộ' }).getByRole('switch', { name: 'Trên điện thoại' });
  await expect(orderPush).toBeChecked();
  await expect(page.getByRole('group', { name: 'Đơn mua hộ' }).getByRole('switch', { name: 'Qua email' })).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Ví tiền' }).getByRole('switch', { name: 'Qua email' })).toBeChecked();
  await expectNoAxeViolations(page);

  await orderPush.click();
  await page.getByRole('button', { name: 'Lưu lựa chọn' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Đã lưu lựa chọn thông báo của bạn.' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('group', { name: 'Đơn mua hộ' }).getByRole('switch', { name: 'Trên điện thoại' })).not.toBeChecked();
  await expect(page.getByRole('group', { name: 'Đơn mua hộ' }).getByRole('switch', { name: 'Trong ứng dụng' })).toBeChecked();
});

test('a forgotten password is reset with the code from the mail', async ({ page }) => {
  const person = newPerson();
  await register(page, person);
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login$/);

  await page.goto('/auth/forgotPassword');
  await expect(page).toHaveTitle(/Tìm lại mật khẩu/);
  await page.getByLabel('Tên đăng nhập, email hoặc số điện thoại').fill(person.userName);
  await page.getByRole('button', { name: 'Gửi mã xác nhận' }).click();
  await expect(page.getByLabel('Mã xác nhận')).toBeVisible();

  const { code } = latestMailTo(person.email);
  expect(code).toMatch(/^\d{6}$/);
  await page.getByLabel('Mã xác nhận').fill('000000' === code ? '111111' : '000000');
  await page.getByLabel('Mật khẩu mới', { exact: true }).fill('mot-mat-khau-khac-2026');
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page.getByRole('alert')).toBeVisible();

  await page.getByLabel('Mã xác nhận').fill(code!);
  await page.getByRole('button', { name: 'Đặt lại mật khẩu' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth/logout');
  // Signed out before the login page opens: a signed-in person would be sent home from it.
  await expect(page).toHaveURL(/\/auth\/login$/);
  await login(page, person.phone, 'mot-mat-khau-khac-2026');
});

test('a wrong password is refused with a Vietnamese message and the typed name is kept', async ({ page }) => {
  const person = newPerson();
  await register(page, person);
  await page.goto('/auth/logout');
  await page.getByLabel('Tên đăng nhập, email hoặc số điện thoại').fill(person.userName);
  await page.getByLabel('Mật khẩu', { exact: true }).fill('khong-phai-mat-khau');
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('không đúng');
  await expect(page.getByLabel('Tên đăng nhập, email hoặc số điện thoại')).toHaveValue(person.userName);
});

test('a 401 from any call returns the person to login', async ({ page, request }) => {
  const person = newPerson();
  await register(page, person);
  // Move inside the app (no reload, which would be a failed startup load instead of a 401).
  await openProfileForm(page, person);
  const token = await storedToken(page);
  // Another device changes the password: this device's token stops working at once.
  const changed = await request.put('/api/CurrentUser/ChangePassword', {
    headers: { Authorization: `Bearer ${token}` },
    data: { currentPassword: person.password, newPassword: 'doi-tu-thiet-bi-khac-2026' },
  });
  expect(changed.ok()).toBe(true);

  await page.getByLabel('Họ và tên').fill('Ai Đó');
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await storedToken(page)).toBeNull();
});
