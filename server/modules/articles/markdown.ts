import { createRequire } from 'node:module';
import { Marked } from 'marked';
import type sanitize from 'sanitize-html';
import { apiPaths, pathWith } from '../../../contract/paths';

/**
 * Staff's Markdown made into HTML a reader's browser may insert as it is. `marked` renders (raw
 * HTML in the Markdown passes through it untouched), then `sanitize-html` keeps only an allow-list
 * of tags and attributes: no script, no style, no event handler, no frame, and links only to
 * http(s), mailto and tel. Pictures come only from the article image store, so every picture went
 * through the image pipeline and none tracks a reader from elsewhere.
 */

/** The URL of a stored article picture; the token is what POST /Staff/Article/Image answered. */
export const articleImageUrl = (token: string) => `/api${pathWith(apiPaths.articleImageFile, { token })}`;
const imagePrefix = articleImageUrl('');
const ownImage = new RegExp(`^${imagePrefix}[A-Za-z0-9_-]{24}$`);

let sanitizer: typeof sanitize | undefined;
/** Loaded when staff first save or a reader first reads a text: it and its HTML parser weigh on every start. */
const sanitizeHtml = (html: string, options: sanitize.IOptions): string =>
  (sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitize)(html, options);

// One instance with its own options, so nothing else using `marked` changes how articles render.
const marked = new Marked({ gfm: true, breaks: true, async: false });

const allowed: sanitize.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'del',
    'code',
    'pre',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'title'], th: ['align'], td: ['align'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // A document has one h1, the page's title; the text's own top headings become h2.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const { href, title } = attribs;
      const kept = { ...(href && { href }), ...(title && { title }) };
      return { tagName, attribs: external ? { ...kept, rel: 'noopener noreferrer nofollow', target: '_blank' } : kept };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !ownImage.test(frame.attribs.src ?? ''),
  // Whatever is dropped goes with its content where the content could be code or styling.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template'],
};

export function renderMarkdown(markdown: string): string {
  const raw = marked.parse(markdown) as string;
  return sanitizeHtml(raw, allowed).trim();
}

/** The opening words of rendered HTML without markup, for lists and previews. */
export function excerptOf(html: string, max = 200): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[2-4]|li|blockquote|pre|tr)>/g, ' '), { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** The tokens of the article pictures a text shows, so a save can check they exist. */
export function imageTokensIn(html: string): string[] {
  return [...html.matchAll(new RegExp(`src="${imagePrefix}([A-Za-z0-9_-]{24})"`, 'g'))].map((match) => match[1]!);
}
