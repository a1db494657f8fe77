'use client';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { panelClass, tabClass, type ProductTabsProps } from './product-tabs';

/**
 * The product's tabs once the visitor reaches for them (Headless UI: arrow keys, Home/End, roles);
 * it opens on the tab the stand-in showed and takes over its focus.
 */
export function ProductTabGroup({ tabs, label, selected, focused }: ProductTabsProps & { selected: number; focused: boolean }) {
  return (
    <TabGroup defaultIndex={selected}>
      <TabList aria-label={label} className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 wide:mx-0 wide:px-0">
        {tabs.map((tab, index) => (
          <Tab key={index} autoFocus={focused && index === selected} className={tabClass}>
            {tab.title}
          </Tab>
        ))}
      </TabList>
      <TabPanels className="pt-5">
        {tabs.map((tab, index) => (
          <TabPanel key={index} unmount={false} className={panelClass}>
            {tab.content}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
