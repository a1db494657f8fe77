'use client';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { ReactNode } from 'react';

/**
 * The product's tabs (Headless UI: arrow keys, Home/End, roles). Every panel stays in the HTML,
 * hidden, so that search engines and find-in-page see all of it; the panels themselves are rendered
 * on the server.
 */
export function ProductTabs({ tabs, label }: { tabs: { title: string; content: ReactNode }[]; label: string }) {
  return (
    <TabGroup>
      <TabList aria-label={label} className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 wide:mx-0 wide:px-0">
        {tabs.map((tab, index) => (
          <Tab
            key={index}
            className="min-h-11 shrink-0 border-b-2 border-transparent px-4 text-sm font-medium text-slate-700 outline-none hover:text-slate-900 data-focus:rounded-t-lg data-focus:ring-2 data-focus:ring-brand-600 data-selected:border-brand-600 data-selected:text-brand-700"
          >
            {tab.title}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-5">
        {tabs.map((tab, index) => (
          <TabPanel key={index} unmount={false} className="outline-none data-focus:ring-2 data-focus:ring-brand-600">
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
