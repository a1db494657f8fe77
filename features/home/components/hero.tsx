import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/i18n/navigation';
import { CheckIcon } from '@/components/ui/feature-icons';
import { pages } from '@/contracts/pages';

const highlights = ['installers', 'warranty', 'points'] as const;

/** The first screen: what we offer, the page's h1 and the two main ways in (catalogue, buyer's guide). */
export async function Hero() {
  const t = await getTranslations('pages.home.hero');
  return (
    <section aria-labelledby="home-title" className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 wide:grid-cols-[3fr_2fr] wide:px-6 wide:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-100">{t('eyebrow')}</p>
          <h1 id="home-title" className="mt-3 text-4xl font-bold tracking-tight text-balance wide:text-6xl">
            {t('title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-brand-50 wide:text-xl">{t('lead')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link href={pages.products()} className={buttonClass('secondary', 'border-transparent px-6 text-brand-900')}>
              {t('catalogue')}
            </Link>
            <Link href={pages.buyer()} className={buttonClass('onDark', 'px-6')}>
              {t('guide')}
            </Link>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-brand-50 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {highlights.map((key) => (
              <li key={key} className="flex items-center gap-2">
                <CheckIcon className="size-5 text-emerald-300" />
                {t(`highlights.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

/** An indoor unit blowing cool air on one side and warm air on the other: cooling and heating. */
function HeroIllustration() {
  return (
    <svg viewBox="0 0 400 300" className="mx-auto hidden w-full max-w-md sm:block" aria-hidden>
      <circle cx="200" cy="150" r="140" fill="#ffffff" fillOpacity="0.07" />
      <circle cx="200" cy="150" r="100" fill="#ffffff" fillOpacity="0.07" />
      <rect x="70" y="70" width="260" height="84" rx="22" fill="#ffffff" />
      <rect x="70" y="128" width="260" height="26" rx="13" fill="#d8eeff" />
      <rect x="96" y="136" width="208" height="6" rx="3" fill="#1f8fe5" fillOpacity="0.5" />
      <circle cx="300" cy="96" r="6" fill="#22c55e" />
      <rect x="96" y="90" width="70" height="10" rx="5" fill="#e2e8f0" />
      <g fill="none" strokeWidth="7" strokeLinecap="round">
        <path d="M120 178c-10 18 10 28 0 46s10 28 0 46" stroke="#b9e1ff" />
        <path d="M170 178c-10 18 10 28 0 46s10 28 0 46" stroke="#b9e1ff" strokeOpacity="0.7" />
        <path d="M230 178c-10 18 10 28 0 46s10 28 0 46" stroke="#fdba74" strokeOpacity="0.8" />
        <path d="M280 178c-10 18 10 28 0 46s10 28 0 46" stroke="#fdba74" />
      </g>
      <g stroke="#ffffff" strokeWidth="4" strokeLinecap="round">
        <path d="M56 214v36M40 223l32 18M40 241l32-18" />
      </g>
      <circle cx="346" cy="232" r="13" fill="#fbbf24" />
      <g stroke="#fbbf24" strokeWidth="4" strokeLinecap="round">
        <path d="M346 206v-8M346 266v-8M320 232h-8M380 232h-8M328 214l-6-6M370 256l-6-6M328 250l-6 6M370 208l-6 6" />
      </g>
    </svg>
  );
}
