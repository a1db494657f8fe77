import { useTranslations } from 'next-intl';
import type { UnitLabel } from '@/contracts/commissioning';

/** A unit's label in the reader's language (messages `units`). */
export function useUnitLabel(): UnitLabel {
  const t = useTranslations('units');
  return (unit) => t(unit);
}
