import { useState } from 'react';

/**
 * What a search box holds: its own text while the person types, starting from and following a
 * value kept elsewhere (the address's `?q=`), so back/forward refills the box. The box is reset
 * while rendering, not in an effect, so it never shows the old text for a frame.
 */
export function useFollowingDraft(source: string | undefined) {
  const [draft, setDraft] = useState(source ?? '');
  const [followed, setFollowed] = useState(source);
  if (followed !== source) {
    setFollowed(source);
    setDraft(source ?? '');
  }
  return [draft, setDraft] as const;
}
