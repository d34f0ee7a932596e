import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { errorText } from './form/serverErrors';
import { FormAlert } from './form/FormAlert';
import './LoadMore.css';

/** What LoadMore needs of a TanStack infinite query. */
export type InfiniteList = {
  hasNextPage: boolean;
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
};

/**
 * The end of a long list: the next page loads when this comes into view, and a "Tải thêm" button
 * does the same for keyboards, screen readers and browsers without IntersectionObserver. At the
 * real end it says so (`end`), so nobody waits for more.
 */
export function LoadMore({ query, itemCount, end }: { query: InfiniteList; itemCount: number; end: ReactNode }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, fetchNextPage, isFetchingNextPage } = query;
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // cancelRefetch: false leaves a page already on its way alone.
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage({ cancelRefetch: false });
      },
      { rootMargin: '240px 0px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
    // itemCount: a new page moves the sentinel; observe it again so a short page keeps loading.
  }, [hasNextPage, fetchNextPage, itemCount]);

  return (
    <>
      <div ref={sentinel} className="load-more__sentinel" aria-hidden="true" />
      {query.isFetchNextPageError && <FormAlert message={errorText(query.error)} />}
      {hasNextPage ? (
        <button
          type="button"
          className="btn btn-secondary btn-block"
          onClick={() => void fetchNextPage({ cancelRefetch: false })}
          disabled={isFetchingNextPage}
          aria-busy={isFetchingNextPage || undefined}
        >
          {isFetchingNextPage && <span className="spinner" aria-hidden="true" />}
          {isFetchingNextPage ? <Trans>Đang tải thêm…</Trans> : <Trans>Tải thêm</Trans>}
        </button>
      ) : (
        <p className="muted load-more__end">{end}</p>
      )}
    </>
  );
}
