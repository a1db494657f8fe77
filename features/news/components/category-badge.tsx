import { useTranslations } from 'next-intl';
import { BadgeIcon, HeatPumpIcon, LeafIcon, WrenchIcon } from '@/components/ui/feature-icons';
import type { NewsCategory } from '@/contracts/news';

export const categoryStyle: Record<NewsCategory, { Icon: typeof LeafIcon; tone: string; band: string }> = {
  grants: { Icon: LeafIcon, tone: 'bg-emerald-50 text-emerald-800 ring-emerald-200', band: 'from-emerald-500 to-teal-700' },
  service: { Icon: WrenchIcon, tone: 'bg-amber-50 text-amber-800 ring-amber-200', band: 'from-amber-400 to-orange-600' },
  company: { Icon: BadgeIcon, tone: 'bg-brand-50 text-brand-700 ring-brand-200', band: 'from-brand-500 to-brand-900' },
  products: { Icon: HeatPumpIcon, tone: 'bg-violet-50 text-violet-800 ring-violet-200', band: 'from-violet-500 to-indigo-800' },
};

export function CategoryBadge({ category }: { category: NewsCategory }) {
  const t = useTranslations('pages.news.categories');
  const { Icon, tone } = categoryStyle[category];
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${tone}`}>
      <Icon className="size-4" />
      {t(category)}
    </span>
  );
}
