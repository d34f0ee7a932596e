import { useSyncExternalStore } from 'react';
import { createRequiredContext } from '../lib/requiredContext';
import type { LiveFollowing } from './liveFollowing';

/** Gives the app's live-following flag (created in createAppContext, outside React) to its views. */
export const [LiveFollowingProvider, useLiveFollowing] = createRequiredContext<LiveFollowing>('useLiveFollowing', 'LiveFollowingProvider');

/** Whether the live event stream has opened or could not, redrawn when that changes. */
export function useLiveSettled(): boolean {
  const live = useLiveFollowing();
  return useSyncExternalStore(live.subscribe, live.ready);
}
