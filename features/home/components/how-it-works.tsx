import { getTranslations } from 'next-intl/server';
import { CartIcon, CompassIcon, MessageCheckIcon, ShieldIcon, WrenchIcon } from '@/components/ui/feature-icons';
import { Section } from '@/components/ui/section';

/** The client's path (spec: choose -> we design -> certified installation -> SMS confirmation -> warranty & service). */
const steps = [
  { key: 'choose', Icon: CartIcon },
  { key: 'design', Icon: CompassIcon },
  { key: 'install', Icon: WrenchIcon },
  { key: 'confirm', Icon: MessageCheckIcon },
  { key: 'service', Icon: ShieldIcon },
] as const;

export async function HowItWorks() {
  const t = await getTranslations('pages.home.howItWorks');
  return (
    <Section id="home-how" title={t('title')} intro={t('intro')} tone="white">
      <ol className="grid gap-6 wide:grid-cols-5 wide:gap-4">
        {steps.map(({ key, Icon }, i) => (
          <li key={key} className="relative flex gap-4 wide:flex-col">
            {i < steps.length - 1 && (
              <span
                aria-hidden
                className="absolute left-6 top-14 h-[calc(100%-2rem)] w-0.5 bg-brand-100 wide:left-14 wide:top-6 wide:h-0.5 wide:w-[calc(100%-3rem)]"
              />
            )}
            <span className="relative z-10 flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-md">
              <Icon />
            </span>
            <div>
              <p className="text-sm font-semibold text-brand-700">{t('step', { number: i + 1 })}</p>
              <h3 className="mt-1 text-lg font-semibold text-slate-900">{t(`steps.${key}.title`)}</h3>
              <p className="mt-1 leading-relaxed text-slate-600">{t(`steps.${key}.text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
