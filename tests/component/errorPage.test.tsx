import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { ErrorPage } from '../../src/components/errors/ErrorPage';
import { i18n } from '../../src/i18n';

/** A one-route router whose loader fails with `error`, rendered with the app's error page. */
async function renderFailingRoute(error: unknown) {
  // React and the router report the caught error on the console; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const loader = vi.fn(() => {
    throw error;
  });
  const rootRoute = createRootRoute();
  const failing = createRoute({ getParentRoute: () => rootRoute, path: '/', loader, errorComponent: ErrorPage });
  const router = createRouter({
    routeTree: rootRoute.addChildren([failing]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  await screen.findByRole('heading', { level: 1 });
  return { loader };
}

describe('the error page', () => {
  it('shows 404, "Page Not Found" and the message of a 404 from the API', async () => {
    await renderFailingRoute(new ApiError('Không tìm thấy đơn hàng', 404, 'not-found'));
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Không tìm thấy đơn hàng')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('shows 500 and "Internal Server Error" for an error without a status', async () => {
    await renderFailingRoute(new Error('Có lỗi xảy ra'));
    expect(screen.getByText('500')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    expect(screen.getByText('Có lỗi xảy ra')).toBeInTheDocument();
  });

  it('uses a status the error carries, and retries by loading the route again', async () => {
    const { loader } = await renderFailingRoute(Object.assign(new Error('Máy chủ đang bận'), { status: 503 }));
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeInTheDocument();
    const calls = loader.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Thử lại' }));
    await vi.waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(calls));
  });
});
