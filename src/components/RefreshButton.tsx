import { Trans } from '@lingui/react/macro';

/**
 * "Làm mới": the button beside pull to refresh, for a mouse, a keyboard or a screen reader. Busy
 * (and disabled) while the list refetches.
 */
export function RefreshButton({
  refreshing,
  onRefresh,
  className = 'btn btn-secondary',
}: {
  refreshing: boolean;
  onRefresh: () => void;
  className?: string;
}) {
  return (
    <button type="button" className={className} onClick={onRefresh} disabled={refreshing} aria-busy={refreshing || undefined}>
      {refreshing && <span className="spinner" aria-hidden="true" />}
      <Trans>Làm mới</Trans>
    </button>
  );
}
