import { OfflineBanner } from './OfflineBanner';
import { OfflineReadyNotice } from './OfflineReadyNotice';
import { UpdatePrompt } from './UpdatePrompt';
import './pwa.css';

/**
 * The app shell's live regions. They are always in the page (empty most of the time) so screen
 * readers announce what appears in them. `aria-live` rather than role="status": an empty status
 * on every page would be one more "status" for the pages' own messages to be confused with.
 */
export function OfflineStatus() {
  return (
    <div aria-live="polite" className="pwa-offline">
      <OfflineBanner />
    </div>
  );
}

export function PwaToasts({ aboveTabBar }: { aboveTabBar: boolean }) {
  return (
    <div aria-live="polite" className={aboveTabBar ? 'pwa-toasts pwa-toasts--above-tabs' : 'pwa-toasts'}>
      <UpdatePrompt />
      <OfflineReadyNotice />
    </div>
  );
}
