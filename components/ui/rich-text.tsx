import { renderJSONContentToReactElement } from '@tiptap/static-renderer/json/react';
import type { ReactNode } from 'react';
import type { RichText } from '@/contracts/rich-text';

type Props = { node: { attrs?: Record<string, unknown> }; children?: ReactNode };

/**
 * Rich text (contracts/rich-text.ts) as the site's typography, the same as the typed blocks of components/ui/prose.tsx:
 * the nodes and marks the contract admits, each mapped to its element. Renders on the server without an editor.
 */
const render = renderJSONContentToReactElement({
  nodeMapping: {
    doc: ({ children }: Props) => <>{children}</>,
    paragraph: ({ children }: Props) => <p>{children}</p>,
    heading: ({ node, children }: Props) =>
      node.attrs?.level === 3 ? (
        <h3 className="pt-2 text-lg font-semibold text-slate-900">{children}</h3>
      ) : (
        <h2 className="pt-4 text-xl font-semibold text-slate-900 wide:text-2xl">{children}</h2>
      ),
    bulletList: ({ children }: Props) => <ul className="list-disc space-y-2 pl-6 marker:text-brand-500">{children}</ul>,
    orderedList: ({ node, children }: Props) => (
      <ol
        start={typeof node.attrs?.start === 'number' ? node.attrs.start : undefined}
        className="list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-700"
      >
        {children}
      </ol>
    ),
    listItem: ({ children }: Props) => <li className="pl-1">{children}</li>,
    blockquote: ({ children }: Props) => (
      <div className="space-y-3 rounded-2xl border-l-4 border-brand-500 bg-brand-50 px-5 py-4 text-slate-800">{children}</div>
    ),
    text: ({ node }: { node: { text?: string } }) => <>{node.text}</>,
    hardBreak: () => <br />,
  },
  markMapping: {
    bold: ({ children }: { children?: ReactNode }) => <strong className="font-semibold text-slate-900">{children}</strong>,
    italic: ({ children }: { children?: ReactNode }) => <em>{children}</em>,
    link: ({ mark, children }: { mark: { attrs?: { href?: string } }; children?: ReactNode }) => {
      const href = mark.attrs?.href ?? '';
      const external = /^https?:/i.test(href);
      return (
        <a href={href} className="font-medium text-brand-700 underline" {...(external ? { rel: 'noopener noreferrer' } : {})}>
          {children}
        </a>
      );
    },
  },
});

export function RichTextView({ doc }: { doc: RichText }) {
  return render({ content: doc });
}
