import { CartIcon, CheckIcon, CompassIcon, ShieldIcon, WrenchIcon } from '@/components/ui/feature-icons';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import type { InfoPageDocument } from '@/contracts/info-pages';
import { CatalogueCta } from './catalogue-cta';

const serviceIcons: Record<InfoPageDocument<'company'>['services']['items'][number]['icon'], typeof CartIcon> = {
  sales: CartIcon,
  design: CompassIcon,
  installation: WrenchIcon,
  service: ShieldIcon,
};

export function CompanyPage({ content: c }: { content: InfoPageDocument<'company'> }) {
  return (
    <main>
      <PageIntro title={c.title} lead={c.lead} />

      <section aria-labelledby="story" className="mx-auto grid max-w-7xl gap-10 px-4 py-10 wide:grid-cols-[3fr_2fr] wide:px-6 wide:py-16">
        <div>
          <h2 id="story" className="text-2xl font-bold tracking-tight text-slate-900 wide:text-3xl">
            {c.story.title}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-slate-700">
            {c.story.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </div>
        <aside aria-labelledby="numbers" className="self-start rounded-3xl bg-brand-900 p-6 text-white shadow-lg wide:p-8">
          <h2 id="numbers" className="text-lg font-semibold text-brand-100">
            {c.numbers.title}
          </h2>
          <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-6">
            {c.numbers.items.map((item, i) => (
              <div key={item.label} className={`flex flex-col-reverse ${i === c.numbers.items.length - 1 && i % 2 === 0 ? 'col-span-2' : ''}`}>
                <dt className="mt-1 text-sm leading-snug text-brand-100">{item.label}</dt>
                <dd className="text-3xl font-bold tracking-tight tabular-nums">{item.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </section>

      <Section id="services" title={c.services.title} tone="white">
        <ul className="grid gap-4 sm:grid-cols-2 wide:grid-cols-4">
          {c.services.items.map(({ icon, title, text }) => {
            const Icon = serviceIcons[icon];
            return (
              <li key={title} className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
                <span className="inline-flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-700">
                  <Icon />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section id="network" title={c.network.title}>
        <div className="grid gap-8 wide:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {c.network.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <div>
            <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-500">{c.network.levelsTitle}</h3>
            <ol className="mt-3 space-y-3">
              {c.network.levels.map((level, i) => (
                <li key={level.title} className="flex gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                  <span aria-hidden className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white">
                    {i + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{level.title}</p>
                    <p className="text-slate-600">{level.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </Section>

      <Section id="warranty" title={c.warranty.title} tone="white">
        <div className="grid gap-8 wide:grid-cols-2">
          <div className="space-y-4 text-lg leading-relaxed text-slate-700">
            {c.warranty.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ul className="space-y-3">
            {c.warranty.points.map((point) => (
              <li key={point} className="flex gap-3 text-slate-800">
                <CheckIcon className="mt-0.5 size-6 shrink-0 text-emerald-600" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </Section>

      <Section id="values" title={c.values.title}>
        <ul className="grid gap-6 sm:grid-cols-2 wide:grid-cols-4">
          {c.values.items.map((value) => (
            <li key={value.title} className="border-t-4 border-brand-500 pt-4">
              <h3 className="text-lg font-semibold text-slate-900">{value.title}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CatalogueCta id="company-cta" cta={c.cta} />
    </main>
  );
}
