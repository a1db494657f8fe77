'use client';
import { useState } from 'react';
import type { CatalogMenuPopover as CatalogMenuPopoverComponent } from './catalog-menu-popover';
import { CatalogMenuLabel, catalogMenuButtonClass } from './catalog-menu-button';

let loaded: typeof CatalogMenuPopoverComponent | null = null;
const load = () => import('./catalog-menu-popover').then((module) => (loaded = module.CatalogMenuPopover));

/**
 * The header's catalogue dropdown. Every page shows its button, few visitors open it: the dropdown
 * (catalog-menu-popover.tsx) loads when the pointer comes near or the button gets focus or a click, and
 * takes over, open if the button was clicked meanwhile.
 */
export function CatalogMenu() {
  const [Popover, setPopover] = useState(() => loaded);
  const [opened, setOpened] = useState(false);
  const [focused, setFocused] = useState(false);
  const wake = () => {
    if (!Popover) void load().then((component) => setPopover(() => component));
  };

  if (Popover) return <Popover opened={opened} focused={focused} />;
  return (
    <button
      type="button"
      aria-expanded={false}
      className={catalogMenuButtonClass}
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={() => {
        setFocused(true);
        wake();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setOpened(true);
        wake();
      }}
    >
      <CatalogMenuLabel />
    </button>
  );
}
