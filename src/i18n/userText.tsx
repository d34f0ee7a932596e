import type { ReactElement } from 'react';

/**
 * Text a person or a shop wrote, ready to sit inside a `<Trans>` message. `<Trans>` reads tags
 * such as `<0>…</0>` in the message after its string values are put in, so a search for
 * "<0>x</0>" would be taken for markup and shown changed. An element value is set aside before
 * that reading and drawn by React as plain text; a fragment adds no element to the page.
 */
export function userText(text: string): ReactElement {
  return <>{text}</>;
}
