import type { ReactNode } from 'react';

/**
 * A web address in a message, up to the first space or bracket a sentence closes it with:
 * customers paste the link of a product or a seller's page, and staff open it from the thread.
 */
const WEB_ADDRESS = /https?:\/\/[^\s<>"'()[\]{}（）【】「」]+/giu;
/** Punctuation that ends the sentence around an address rather than the address itself. */
const TRAILING = /[.,;:!?。，；：！？…]+$/u;

/** The pieces of a message's text: as written, with each http(s) address its own piece. */
export function textPieces(text: string): Array<{ text: string; href?: string }> {
  const pieces: Array<{ text: string; href?: string }> = [];
  let from = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = match[0].replace(TRAILING, '');
    const at = match.index;
    if (at > from) pieces.push({ text: text.slice(from, at) });
    pieces.push({ text: address, href: address });
    from = at + address.length;
  }
  if (from < text.length) pieces.push({ text: text.slice(from) });
  return pieces;
}

/** A message's text with its web addresses as links, opened in a new tab; everything else is text as written. */
export function ChatText({ text }: { text: string }) {
  const pieces: ReactNode[] = textPieces(text).map((piece, index) =>
    piece.href ? (
      <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer nofollow ugc">
        {piece.text}
      </a>
    ) : (
      piece.text
    ),
  );
  return <p className="chat-message__text">{pieces}</p>;
}
