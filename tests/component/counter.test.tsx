import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './renderApp';

describe('the counter page', () => {
  it('counts up with +, down with −, and cannot go below zero', async () => {
    const app = await renderApp('/counter', { signedIn: true });
    const value = await screen.findByRole('status');
    const minus = screen.getByRole('button', { name: 'Giảm' });
    expect(value).toHaveTextContent('0');
    expect(minus).toBeDisabled();

    await app.user.click(screen.getByRole('button', { name: 'Tăng' }));
    await app.user.click(screen.getByRole('button', { name: 'Tăng' }));
    expect(value).toHaveTextContent('2');
    expect(minus).toBeEnabled();

    await app.user.click(minus);
    expect(value).toHaveTextContent('1');
    await app.user.click(minus);
    expect(value).toHaveTextContent('0');
    expect(minus).toBeDisabled();
  });

  it('resets to zero', async () => {
    const app = await renderApp('/counter', { signedIn: true });
    await app.user.click(await screen.findByRole('button', { name: 'Tăng' }));
    await app.user.click(screen.getByRole('button', { name: 'Đặt lại' }));
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });
});
