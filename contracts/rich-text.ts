import { z } from 'zod';
import { messageKey, textSchema } from './validation';

/**
 * Rich text as the back-office's editor (Tiptap) writes it and the public pages render it: a ProseMirror document in
 * JSON, held to the few nodes and marks the site's typography has. Unknown attributes are dropped; an unknown node or
 * mark, a link to anything but http(s), mailto, tel or a path of the site, or a document over RICH_TEXT_MAX_CHARS is a 422.
 */

export const RICH_TEXT_MAX_CHARS = 100_000;

/** `https://…`, `http://…`, `mailto:…`, `tel:…` or a path of this site (`/products`). */
const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s()-]*|\/(?!\/)[^\s]*)$/i;

const markSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('bold') }),
  z.object({ type: z.literal('italic') }),
  z.object({
    type: z.literal('link'),
    attrs: z.object({
      href: z
        .string()
        .max(2000)
        .regex(SAFE_HREF, { message: messageKey('linkInvalid') }),
    }),
  }),
]);
export type RichTextMark = z.infer<typeof markSchema>;

const inlineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), text: textSchema().min(1), marks: z.array(markSchema).max(3).optional() }),
  z.object({ type: z.literal('hardBreak') }),
]);
export type RichTextInline = z.infer<typeof inlineSchema>;

export type RichTextBlock =
  | { type: 'paragraph'; content?: RichTextInline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 }; content?: RichTextInline[] }
  | { type: 'bulletList'; content: RichTextListItem[] }
  | { type: 'orderedList'; attrs?: { start?: number }; content: RichTextListItem[] }
  /** Shown as a highlighted note. */
  | { type: 'blockquote'; content: RichTextBlock[] };
export type RichTextListItem = { type: 'listItem'; content: RichTextBlock[] };

const blockSchema: z.ZodType<RichTextBlock> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), content: z.array(inlineSchema).optional() }),
    z.object({ type: z.literal('heading'), attrs: z.object({ level: z.union([z.literal(2), z.literal(3)]) }), content: z.array(inlineSchema).optional() }),
    z.object({ type: z.literal('bulletList'), content: z.array(listItemSchema).min(1) }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: z.number().int().min(1).max(10_000).optional() }).optional(),
      content: z.array(listItemSchema).min(1),
    }),
    z.object({ type: z.literal('blockquote'), content: z.array(blockSchema).min(1) }),
  ]),
);
const listItemSchema: z.ZodType<RichTextListItem> = z.lazy(() => z.object({ type: z.literal('listItem'), content: z.array(blockSchema).min(1) }));

export const richTextSchema = z
  .object({ type: z.literal('doc'), content: z.array(blockSchema) })
  .refine((doc) => JSON.stringify(doc).length <= RICH_TEXT_MAX_CHARS, { message: messageKey('richTextTooLong') });
export type RichText = z.infer<typeof richTextSchema>;

export const emptyRichText = (): RichText => ({ type: 'doc', content: [{ type: 'paragraph' }] });

/** The document's words, blocks one per line: whether a text says anything, and what a search or a summary reads. */
export function plainTextOf(node: { text?: string; content?: readonly unknown[] }): string {
  if (typeof node.text === 'string') return node.text;
  const parts = (node.content ?? []).map((child) => plainTextOf(child as { text?: string; content?: unknown[] }));
  return parts.join(
    node.content?.every((child) => (child as { type?: string }).type === 'text' || (child as { type?: string }).type === 'hardBreak') ? '' : '\n',
  );
}
