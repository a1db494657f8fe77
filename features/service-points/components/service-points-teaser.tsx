import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { getSiteContacts } from '@/lib/site-contacts';
import { cityMarkersOf } from '../cities';
import { UkraineMap } from './ukraine-map';
import { pages } from '@/contracts/pages';

/** The home page's invitation to the service points: the map and a link to /place. */
export async function ServicePointsTeaser() {
  const h = await getTranslations('pages.home.points');
  const t = await getTranslations('pages.place');
  const { servicePoints } = await getSiteContacts(await getLocale());
  const markers = cityMarkersOf(servicePoints).map((m) => ({ ...m, name: m.city, label: m.city }));
  const names = markers.map((m) => m.name).join(', ');
  return (
    <section aria-labelledby="home-points" className="mx-auto max-w-7xl px-4 py-10 wide:px-6 wide:py-16">
      <div className="grid items-center gap-8 overflow-hidden rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 wide:grid-cols-[2fr_3fr] wide:p-10">
        <div>
          <h2 id="home-points" className="text-2xl font-bold tracking-tight text-balance text-slate-900 wide:text-3xl">
            {h('title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-slate-600">{h('text', { points: servicePoints.length, cities: markers.length })}</p>
          <Link href={pages.place()} className={buttonClass('primary', 'mt-6')}>
            {h('link')}
          </Link>
        </div>
        <UkraineMap markers={markers} title={t('mapPicture', { cities: names })} />
      </div>
    </section>
  );
}
