import { getTranslations } from 'next-intl/server';
import { BadgeIcon, CompassIcon, MapPinIcon, ShieldIcon } from '@/components/ui/feature-icons';
import { Section } from '@/components/ui/section';

const reasons = [
  { key: 'installers', Icon: BadgeIcon },
  { key: 'engineers', Icon: CompassIcon },
  { key: 'warranty', Icon: ShieldIcon },
  { key: 'network', Icon: MapPinIcon },
] as const;

export async function WhyUs() {
  const t = await getTranslations('pages.home.whyUs');
  return (
    <Section id="home-why" title={t('title')} intro={t('intro')}>
      <ul className="grid gap-4 sm:grid-cols-2 wide:grid-cols-4">
        {reasons.map(({ key, Icon }) => (
          <li key={key} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-7" />
            </span>
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`items.${key}.title`)}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{t(`items.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
