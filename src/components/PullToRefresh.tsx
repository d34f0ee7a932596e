import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import './PullToRefresh.css';

/** How far (px) the indicator must come down (the finger twice that) before letting go refreshes. */
const THRESHOLD = 56;
const MAX_PULL = 96;

/**
 * Pull down at the top of the page to refresh, on touch screens. An enhancement only: the page
 * keeps a visible "Làm mới" button for keyboards, mice and screen readers, and the gesture does
 * nothing while the page is scrolled. While it is mounted the browser's own pull-to-reload is
 * held back (overscroll-behavior), so the pull refreshes the list instead of reloading the app.
 */
export function PullToRefresh({ onRefresh, children }: { onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const start = useRef<number | null>(null);
  const [pull, setPull] = useState(0);
  const [refreshing, setRefreshing] = useState(false);

  useEffect(() => {
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    return () => {
      root.style.overscrollBehaviorY = before;
    };
  }, []);

  const onTouchStart = (event: TouchEvent) => {
    start.current = window.scrollY <= 0 && !refreshing && event.touches.length === 1 ? event.touches[0]!.clientY : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    const distance = event.touches[0]!.clientY - start.current;
    // Resistance: the indicator follows the finger at half speed, up to a limit.
    setPull(distance > 0 ? Math.min(MAX_PULL, distance / 2) : 0);
  };
  const onTouchEnd = () => {
    if (start.current === null) return;
    start.current = null;
    const release = pull;
    setPull(0);
    if (release >= THRESHOLD && !refreshing) {
      setRefreshing(true);
      void onRefresh().finally(() => setRefreshing(false));
    }
  };

  const ready = pull >= THRESHOLD;
  return (
    <div
      className="pull-to-refresh"
      onTouchStart={onTouchStart}
      onTouchMove={onTouchMove}
      onTouchEnd={onTouchEnd}
      onTouchCancel={onTouchEnd}
    >
      <div className="pull-to-refresh__indicator" style={{ height: refreshing ? 44 : pull }} aria-hidden={!refreshing}>
        {(pull > 0 || refreshing) && (
          <span className="pull-to-refresh__label">
            {refreshing ? (
              <>
                <span className="spinner" aria-hidden="true" />
                <Trans>Đang làm mới…</Trans>
              </>
            ) : ready ? (
              <Trans>Thả ra để làm mới</Trans>
            ) : (
              <Trans>Kéo xuống để làm mới</Trans>
            )}
          </span>
        )}
      </div>
      {children}
    </div>
  );
}
