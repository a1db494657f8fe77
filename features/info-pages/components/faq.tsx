'use client';
import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';

/** Questions as disclosure buttons; answers stay in the HTML (hidden until opened) for search engines. */
export function Faq({ items }: { items: { question: string; answer: string[] }[] }) {
  return (
    <div className="divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {items.map((item) => (
        <Disclosure key={item.question} as="div" className="group">
          <h3>
            <DisclosureButton className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold text-slate-900 hover:bg-slate-50 focus-visible:-outline-offset-2 wide:text-lg">
              <span>{item.question}</span>
              <svg
                viewBox="0 0 24 24"
                className="size-5 shrink-0 text-brand-600 transition-transform group-data-open:rotate-180"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                aria-hidden
              >
                <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </DisclosureButton>
          </h3>
          <DisclosurePanel unmount={false} className="space-y-3 px-5 pb-5 leading-relaxed text-slate-700">
            {item.answer.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </DisclosurePanel>
        </Disclosure>
      ))}
    </div>
  );
}
