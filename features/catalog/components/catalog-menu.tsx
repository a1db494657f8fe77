'use client';
import { useOpenerOnIntent } from '@/lib/use-load-on-intent';
import { CatalogMenuLabel, catalogMenuButtonClass } from './catalog-menu-button';

const load = () => import('./catalog-menu-popover').then((module) => module.CatalogMenuPopover);

/**
 * The header's catalogue dropdown. Every page shows its button, few visitors open it: the dropdown
 * (catalog-menu-popover.tsx) loads when the pointer comes near or the button gets focus or a click, and
 * takes over, open if the button was clicked meanwhile.
 */
export function CatalogMenu() {
  const { loaded: Popover, focused, opened, opener } = useOpenerOnIntent(load);

  if (Popover) return <Popover opened={opened} focused={focused} />;
  return (
    <button type="button" aria-expanded={false} className={catalogMenuButtonClass} {...opener}>
      <CatalogMenuLabel />
    </button>
  );
}
