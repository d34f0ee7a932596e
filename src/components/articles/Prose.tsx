import { useRouter } from '@tanstack/react-router';
import './Prose.css';
import type { MouseEvent } from 'react';

/**
 * Text staff wrote, as the server rendered it from Markdown and cleaned it when it was saved (no
 * script, no event handler, no `javascript:` link: contract/articles.ts), so it is set as HTML.
 * A link to another page of the app (one article to the next) goes through the router, so it
 * opens at once, offline too, instead of loading the whole app again.
 */
export function Prose({ html }: { html: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    // A new tab, a download or a second button is the browser's to handle.
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    if (!link || !event.currentTarget.contains(link) || link.target || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
    event.preventDefault();
    void router.navigate({ href: url.pathname + url.search + url.hash });
  };
  // The clicks are those of the links inside (Enter on a link is a click too); the div itself is no control.
  return <div className="prose" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
