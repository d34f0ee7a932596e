import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ChangeInformationRequest } from '../../contract/user';
import { failure, renderApp, reply, testUser, type StubHandler } from './renderApp';

/** The server accepts the change and answers the updated user, as the real one does. */
const acceptChange: StubHandler = ({ method, url, body }) =>
  method === 'PUT' && url === '/CurrentUser/ChangeInformation' ? reply(200, { ...testUser, ...(body as object) }) : undefined;

describe('the language', () => {
  it('offers every language by its own name under a visible "Ngôn ngữ"', async () => {
    await renderApp('/profile', { signedIn: true });
    const group = await screen.findByRole('group', { name: 'Ngôn ngữ' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(['Tiếng Việt', '中文', 'English']);
    expect(within(group).getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked();
    expect(within(group).getByText('中文').closest('label')).toHaveAttribute('lang', 'zh-Hans');
    expect(document.documentElement.lang).toBe('vi');
  });

  it('switches the profile to English, remembers it on the device and saves it to the account', async () => {
    const app = await renderApp('/profile', { signedIn: true, handler: acceptChange });
    expect(screen.getByText('Thành viên từ')).toBeInTheDocument();
    await app.user.click(await screen.findByRole('radio', { name: 'English' }));

    expect(await screen.findByRole('group', { name: 'Language' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign out' })).toHaveAttribute('href', '/auth/logout');
    expect(screen.getByRole('navigation', { name: 'Account settings' })).toBeInTheDocument();
    expect(screen.getByText('Member since')).toBeInTheDocument();
    expect(screen.queryByText('Thành viên từ')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(document.documentElement.lang).toBe('en');
    expect(app.storage.getItem('muaho.locale')).toBe('en');

    await waitFor(() => expect(app.session.getSnapshot().context.user?.locale).toBe('en'));
    const put = app.requests.find((request) => request.method === 'PUT' && request.url === '/CurrentUser/ChangeInformation');
    expect(put?.body).toEqual({
      fullName: testUser.fullName,
      email: testUser.email,
      phone: testUser.phone,
      locale: 'en',
    } satisfies ChangeInformationRequest);
    // The server words its answers in the language now on screen.
    expect(put?.acceptLanguage).toBe('en');
  });

  it('starts in the language stored on the device, before the first render', async () => {
    const app = await renderApp('/profile', { signedIn: true, locale: 'zh' });
    // Even the call that loads the user, made while the Chinese catalog was still loading.
    expect(app.requests[0]).toMatchObject({ url: '/CurrentUser', acceptLanguage: 'zh' });
    expect(screen.getByRole('group', { name: '语言' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '中文' })).toBeChecked();
    expect(screen.getByRole('link', { name: '退出登录' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('zh-Hans');
  });

  it('starts a signed-out device in its stored language too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = await renderApp('/auth/login', {
      locale: 'en',
      handler: ({ url }) => (url === '/auth/login' ? failure(401, 'Wrong username or password', 'invalid-credential') : undefined),
    });
    expect(document.documentElement.lang).toBe('en');
    await app.user.type(screen.getByLabelText('Username, email or phone number'), 'an.nguyen');
    await app.user.type(screen.getByLabelText('Password'), 'wrong-password');
    await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
    // The app's English words for the code, not the (stubbed) server's.
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong user name or password');
    // The very first call already asks for answers in English.
    expect(app.requests.find((request) => request.url === '/auth/login')?.acceptLanguage).toBe('en');
  });

  it('follows the account’s language on a device where nobody picked one, without storing it', async () => {
    const app = await renderApp('/profile', { signedIn: true, user: { ...testUser, locale: 'zh' } });
    expect(screen.getByRole('radio', { name: '中文' })).toBeChecked();
    expect(screen.getByText('注册时间')).toBeInTheDocument();
    expect(app.storage.getItem('muaho.locale')).toBeNull();
  });

  it('keeps the device’s own choice over the account’s', async () => {
    await renderApp('/profile', { signedIn: true, user: { ...testUser, locale: 'zh' }, locale: 'en' });
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
  });

  it('keeps the new language on the device when the account could not be updated', async () => {
    const app = await renderApp('/profile', {
      signedIn: true,
      handler: ({ method }) => (method === 'PUT' ? reply(500, { message: 'Something went wrong', code: 'internal' }) : undefined),
    });
    await app.user.click(await screen.findByRole('radio', { name: 'English' }));
    const group = await screen.findByRole('group', { name: 'Language' });
    expect(await within(group).findByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();
    expect(app.storage.getItem('muaho.locale')).toBe('en');
  });

  it('shows the member-since date in the language’s own order, on Vietnam’s calendar', async () => {
    await renderApp('/profile', { signedIn: true, user: { ...testUser, createdAt: '2024-12-31T18:00:00.000Z' }, locale: 'zh' });
    expect(screen.getByText('2025/01/01')).toHaveAttribute('datetime', '2024-12-31T18:00:00.000Z');
  });
});
