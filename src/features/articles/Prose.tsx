/**
 * Text staff wrote, as the server rendered it from Markdown and cleaned it when it was saved (no
 * script, no event handler, no `javascript:` link: contract/articles.ts), so it is set as HTML.
 */
export function Prose({ html }: { html: string }) {
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}
