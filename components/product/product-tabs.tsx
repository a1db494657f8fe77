'use client';
import { useId, useState, type ReactNode } from 'react';
import { useLoadOnIntent } from '@/lib/use-load-on-intent';

export type ProductTabsProps = { tabs: { title: string; content: ReactNode }[]; label: string };

export const tabClass =
  'min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-medium text-slate-700 outline-none hover:text-slate-900 focus-visible:rounded-t-lg focus-visible:ring-2 focus-visible:ring-brand-600 data-focus:rounded-t-lg data-focus:ring-2 data-focus:ring-brand-600 data-selected:border-brand-600 data-selected:text-brand-700';
export const panelClass = 'outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-focus:ring-2 data-focus:ring-brand-600';

const loadTabGroup = () => import('./product-tab-group').then((m) => m.ProductTabGroup);

/**
 * The product's tabs. Every panel stays in the HTML, hidden, so that search engines and find-in-page see
 * all of it; the panels themselves are rendered on the server. The page starts with plain tabs (roles,
 * clicks) and loads Headless UI's (arrow keys, Home/End) when the pointer comes near, a touch starts or
 * a tab gets focus, as the catalogue dropdown does: most visitors never use the tabs, and Headless UI's
 * tabs re-render the whole group as soon as they mount.
 */
export function ProductTabs({ tabs, label }: ProductTabsProps) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const { loaded: TabGroup, focused, intent } = useLoadOnIntent(loadTabGroup);
  if (TabGroup) return <TabGroup tabs={tabs} label={label} selected={selected} focused={focused} />;
  return (
    <div {...intent}>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 wide:mx-0 wide:px-0"
      >
        {tabs.map((tab, index) => (
          <button
            key={index}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            data-selected={index === selected ? '' : undefined}
            onClick={() => setSelected(index)}
            className={tabClass}
          >
            {tab.title}
          </button>
        ))}
      </div>
      <div className="pt-5">
        {tabs.map((tab, index) => (
          <div
            key={index}
            role="tabpanel"
            id={`${id}-panel-${index}`}
            aria-labelledby={`${id}-tab-${index}`}
            tabIndex={0}
            hidden={index !== selected}
            className={panelClass}
          >
            {tab.content}
          </div>
        ))}
      </div>
    </div>
  );
}
