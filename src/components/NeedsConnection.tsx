import { Trans } from '@lingui/react/macro';
import { onlineManager } from '@tanstack/react-query';

/**
 * A page whose data never loaded on this device, opened offline: TanStack Query pauses the request
 * (fetchStatus 'paused', no data) and waits for the network, which a skeleton would hide forever.
 */
export function NeedsConnection({ onRetry, className }: { onRetry: () => void; className?: string }) {
  // A paused query waits for the browser's 'online' event; a network that came back without one
  // (a captive portal passed, a missed event) would leave it waiting, so the button asks again.
  const retry = () => {
    if (navigator.onLine) onlineManager.setOnline(true);
    onRetry();
  };
  return (
    <div className={className ? `card ${className}` : 'card'} role="status">
      <p>
        <Trans>Trang này cần kết nối mạng để tải lần đầu. Hãy kết nối lại rồi thử lại.</Trans>
      </p>
      <button type="button" className="btn btn-secondary" onClick={retry}>
        <Trans>Thử lại</Trans>
      </button>
    </div>
  );
}

/** The query state that needs it: waiting for the network with nothing to show meanwhile. */
export const waitsForNetwork = (query: { fetchStatus: string; data?: unknown }) =>
  query.fetchStatus === 'paused' && query.data === undefined;
