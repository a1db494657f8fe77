export type HighlightPart = { text: string; match: boolean };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` into the parts that match a word of the typed `query` (case-insensitive, any
 * alphabet) and the rest, so that the typed text can be highlighted in search results.
 */
export function highlightParts(text: string, query: string): HighlightPart[] {
  const words = [...new Set(query.trim().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (!words.length) return [{ text, match: false }];
  const pattern = new RegExp(`(${words.map(escapeRegExp).join('|')})`, 'giu');
  // With one capturing group, split() puts the matches at the odd positions.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text !== '');
}
