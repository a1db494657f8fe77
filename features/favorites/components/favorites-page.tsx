import { useTranslations } from 'next-intl';
import { FavoritesList } from './favorites-list';

/** /favorites (wide screens; narrow ones show the list in the profile area). */
export function FavoritesPage() {
  const t = useTranslations('favorites');
  return (
    <main className="mx-auto max-w-7xl px-4 py-6 wide:px-6">
      <h1 className="text-2xl font-semibold text-slate-900 wide:text-3xl">{t('title')}</h1>
      <FavoritesList />
    </main>
  );
}
