import { getTranslations } from 'next-intl/server';
import { Section } from '@/components/ui/section';
import { Link } from '@/i18n/navigation';
import { getGroups, orNothing } from '../api/server';
import { groupHref } from '../crumbs';
import { GroupIcon } from './group-icon';
import { pages } from '@/contracts/pages';

/** Home page: the catalogue's groups with their icons (also the way into the catalogue on phones). */
export async function HomeGroups({ locale }: { locale: string }) {
  const [groups, t] = await Promise.all([orNothing(getGroups(locale)), getTranslations('catalog.home')]);
  if (!groups?.length) return null;
  return (
    <Section id="home-groups" title={t('groups')} tone="white">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 wide:grid-cols-4">
        {groups.map((group) => (
          <li key={group.id} className="min-w-0">
            <Link
              href={groupHref(group.id)}
              // On a phone the icon sits above the name, so that the two-column tiles hold whole words.
              className="flex h-full min-h-20 flex-col items-start gap-2 rounded-2xl border border-slate-200 bg-white p-4 transition-shadow hover:border-brand-600 hover:shadow-md sm:flex-row sm:items-center sm:gap-3"
            >
              <GroupIcon src={group.icon} size={40} />
              <span className="min-w-0">
                <span className="block font-medium hyphens-auto wrap-break-word text-slate-900">{group.name}</span>
                <span className="text-sm text-slate-600">{t('productsCount', { count: group.productsCount })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6">
        <Link href={pages.products()} className="font-medium text-brand-700 hover:underline">
          {t('allProducts')}
        </Link>
      </p>
    </Section>
  );
}
