import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useRef, useState } from 'react';

import { TIMING } from '@/config/constants';

import { pullIntent, pullOffset } from './pull-gesture';

export interface PullListProps {
  children: ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onRefresh: () => Promise<unknown>;
  /** Shown under the last item once every page is in. */
  endLabel?: ReactNode;
}

function scrolledToBottom(): boolean {
  const root = document.scrollingElement ?? document.documentElement;
  return root.scrollTop + window.innerHeight >= root.scrollHeight - 2;
}

/**
 * A page-scrolled list that grows as the player reaches its end (an observer near the bottom,
 * so nobody has to learn a gesture) and also answers the platform's gestures: pull down at the
 * top to refresh, pull up at the bottom to load more, with 'no more' settling after 500 ms.
 */
export function PullList({ children, hasMore, loadingMore, onLoadMore, onRefresh, endLabel }: PullListProps) {
  const { t } = useLingui();
  const sentinel = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  const [refreshing, setRefreshing] = useState(false);
  const [noMoreShown, setNoMoreShown] = useState(false);
  // The observer and touch listeners are set up once; they read the current props from here.
  const latest = useRef({ hasMore, loadingMore, onLoadMore, onRefresh });
  useEffect(() => {
    latest.current = { hasMore, loadingMore, onLoadMore, onRefresh };
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { hasMore: more, loadingMore: busy, onLoadMore: load } = latest.current;
        if (entries.some((entry) => entry.isIntersecting) && more && !busy) load();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);

  // A page that fits the screen never moves the observer's target, so ask again after each page.
  useEffect(() => {
    if (!hasMore || loadingMore) return;
    const target = sentinel.current;
    if (target && target.getBoundingClientRect().top < window.innerHeight + 600) latest.current.onLoadMore();
  }, [hasMore, loadingMore]);

  useEffect(() => {
    let start: { y: number; atTop: boolean; atBottom: boolean } | null = null;
    let distance = 0;
    let settle: ReturnType<typeof setTimeout> | undefined;

    function onStart(event: TouchEvent) {
      const root = document.scrollingElement ?? document.documentElement;
      start = { y: event.touches[0]?.clientY ?? 0, atTop: root.scrollTop <= 0, atBottom: scrolledToBottom() };
      distance = 0;
    }
    function onMove(event: TouchEvent) {
      if (!start) return;
      distance = (event.touches[0]?.clientY ?? start.y) - start.y;
      if (start.atTop && distance > 0) setOffset(pullOffset(distance));
    }
    function onEnd() {
      if (!start) return;
      const intent = pullIntent({ distance, atTop: start.atTop, atBottom: start.atBottom });
      start = null;
      setOffset(0);
      const { hasMore: more, loadingMore: busy, onLoadMore: load, onRefresh: refresh } = latest.current;
      if (intent === 'refresh') {
        setRefreshing(true);
        setTimeout(() => {
          void refresh().finally(() => setRefreshing(false));
        }, TIMING.pullRefreshDelay);
      } else if (intent === 'load-more') {
        if (more && !busy) load();
        else if (!more) {
          setNoMoreShown(true);
          clearTimeout(settle);
          settle = setTimeout(() => setNoMoreShown(false), TIMING.noMoreDelay);
        }
      }
    }
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchmove', onMove, { passive: true });
    window.addEventListener('touchend', onEnd);
    window.addEventListener('touchcancel', onEnd);
    return () => {
      clearTimeout(settle);
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchmove', onMove);
      window.removeEventListener('touchend', onEnd);
      window.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  return (
    <div className="pull-list">
      <div className="pull-list__refresh" style={{ height: refreshing ? 40 : offset }} aria-hidden={!refreshing}>
        {(refreshing || offset > 0) && <span className="pull-list__spinner" role="status" aria-label={t`Refreshing`} />}
      </div>
      {children}
      <div ref={sentinel} className="pull-list__end" data-testid="pull-list-end">
        {loadingMore && <span className="pull-list__spinner" role="status" aria-label={t`Loading more`} />}
        {!hasMore && !loadingMore && (
          <p className={noMoreShown ? 'pull-list__no-more pull-list__no-more--flash' : 'pull-list__no-more'}>
            {endLabel ?? <Trans>No more</Trans>}
          </p>
        )}
      </div>
    </div>
  );
}
