import type { ReactNode } from 'react';

/**
 * Long-form editorial content (news, guides, policies) as typed blocks, so every locale has the same
 * structure and the page decides the typography.
 */
export type ContentBlock =
  | { type: 'p'; text: string }
  | { type: 'h2' | 'h3'; text: string; id?: string }
  | { type: 'ul' | 'ol'; items: string[] }
  | { type: 'note'; text: string }
  | { type: 'table'; caption: string; head: string[]; rows: string[][] };

export function Blocks({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <>
      {blocks.map((block, i) => {
        switch (block.type) {
          case 'p':
            return <p key={i}>{block.text}</p>;
          case 'h2':
            return (
              <h2 key={i} id={block.id} className="scroll-mt-24 pt-4 text-xl font-semibold text-slate-900 wide:text-2xl">
                {block.text}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={i} id={block.id} className="scroll-mt-24 pt-2 text-lg font-semibold text-slate-900">
                {block.text}
              </h3>
            );
          case 'ul':
          case 'ol': {
            const List = block.type;
            return (
              <List
                key={i}
                className={`space-y-2 pl-6 ${block.type === 'ul' ? 'list-disc marker:text-brand-500' : 'list-decimal marker:font-semibold marker:text-brand-700'}`}
              >
                {block.items.map((item) => (
                  <li key={item} className="pl-1">
                    {item}
                  </li>
                ))}
              </List>
            );
          }
          case 'note':
            return (
              <p key={i} className="rounded-2xl border-l-4 border-brand-500 bg-brand-50 px-5 py-4 text-slate-800">
                {block.text}
              </p>
            );
          case 'table':
            return (
              // A table wider than a phone scrolls sideways: focusable, so a keyboard can scroll it too.
              <div key={i} role="region" aria-label={block.caption} tabIndex={0} className="-mx-1 overflow-x-auto px-1">
                <table className="w-full min-w-[20rem] border-collapse overflow-hidden rounded-2xl bg-white text-left text-sm shadow-sm ring-1 ring-slate-200">
                  <caption className="pb-2 text-left text-sm font-medium text-slate-600">{block.caption}</caption>
                  <thead className="bg-slate-100 text-slate-700">
                    <tr>
                      {block.head.map((cell) => (
                        <th key={cell} scope="col" className="px-4 py-3 font-semibold">
                          {cell}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map((row) => (
                      <tr key={row.join('|')} className="border-t border-slate-200">
                        {row.map((cell, j) =>
                          j === 0 ? (
                            <th key={j} scope="row" className="px-4 py-3 font-medium text-slate-900">
                              {cell}
                            </th>
                          ) : (
                            <td key={j} className="px-4 py-3 text-slate-700">
                              {cell}
                            </td>
                          ),
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
        }
      })}
    </>
  );
}

/** Readable measure and rhythm for running text. */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`max-w-3xl space-y-5 text-base leading-relaxed text-slate-700 wide:text-[1.0625rem] ${className}`}>{children}</div>;
}
