/**
 * What a reader sees as one character: "N", "ễ", "👍🏽", "🇻🇳". Taking `text[0]` or slicing by
 * UTF-16 units can split an emoji into half a surrogate pair, which shows as a broken box.
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (part) => part.segment);
}

/** The first character of `text` as a reader sees it, '' for an empty text. */
export function firstGrapheme(text: string): string {
  return graphemes(text)[0] ?? '';
}
