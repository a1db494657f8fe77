import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/feature-icons';
import { OpeningHours } from '@/components/ui/opening-hours';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { mapLink } from '@/lib/map-links';
import { pages } from '@/contracts/pages';
import { contactDepartments, type InfoPageDocument } from '@/contracts/info-pages';
import { telHref, type SiteContacts } from '@/contracts/site-contacts';

/** The contacts page: its texts from the published document, the addresses, phones and hours from the site's contact details. */
export function ContactsPage({ content: c, contacts }: { content: InfoPageDocument<'contacts'>; contacts: SiteContacts }) {
  const t = useTranslations('pages.contacts');
  return (
    <main>
      <PageIntro title={c.title} lead={c.lead} />

      <section aria-labelledby="office" className="mx-auto max-w-7xl px-4 py-10 wide:px-6 wide:py-14">
        <div className="grid gap-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 wide:grid-cols-[3fr_2fr] wide:p-10">
          <div>
            <h2 id="office" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('office')}
            </h2>
            <address className="mt-6 grid gap-5 not-italic sm:grid-cols-2">
              <div className="flex gap-3">
                <MapPinIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
                <div>
                  <p className="text-sm text-slate-500">{t('address')}</p>
                  <p className="font-medium text-slate-900">{contacts.address}</p>
                  <p className="mt-1 text-sm text-slate-600">{c.directions}</p>
                </div>
              </div>
              <div className="flex gap-3">
                <PhoneIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
                <div>
                  <p className="text-sm text-slate-500">{t('phone')}</p>
                  <a href={telHref(contacts.phone)} className="font-medium whitespace-nowrap text-slate-900 hover:text-brand-700 hover:underline">
                    {contacts.phone}
                  </a>
                  <p className="mt-2 text-sm text-slate-500">{t('hotline')}</p>
                  <a href={telHref(contacts.hotline)} className="font-medium whitespace-nowrap text-slate-900 hover:text-brand-700 hover:underline">
                    {contacts.hotline}
                  </a>
                </div>
              </div>
              <div className="flex gap-3">
                <MailIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
                <div>
                  <p className="text-sm text-slate-500">{t('email')}</p>
                  <a href={`mailto:${contacts.email}`} className="font-medium break-all text-slate-900 hover:text-brand-700 hover:underline">
                    {contacts.email}
                  </a>
                </div>
              </div>
              <div className="flex gap-3">
                <ClockIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
                <div>
                  <p className="text-sm text-slate-500">{t('hours')}</p>
                  <OpeningHours hours={contacts.hours} className="mt-1 text-sm" />
                </div>
              </div>
            </address>
          </div>
          <div className="flex flex-col justify-between gap-4 rounded-2xl bg-gradient-to-br from-brand-50 to-brand-100 p-6">
            <div>
              <p className="font-semibold text-slate-900">{c.visitTitle}</p>
              <p className="mt-2 text-slate-700">{c.visitText}</p>
            </div>
            <a href={mapLink(contacts.geo)} target="_blank" rel="noopener noreferrer" className={buttonClass('primary', 'self-start')}>
              <MapPinIcon className="size-5" />
              {t('openMap')}
              <span className="sr-only">{t('newTab')}</span>
            </a>
          </div>
        </div>
      </section>

      <Section id="departments" title={c.departmentsTitle} intro={c.departmentsIntro} tone="white">
        <ul className="grid gap-4 sm:grid-cols-2 wide:grid-cols-4">
          {contactDepartments
            .map((key) => ({ key, ...contacts.departments[key] }))
            .map((d) => (
              <li key={d.key} className="flex flex-col rounded-2xl border border-slate-200 bg-slate-50 p-5">
                <h3 className="text-lg font-semibold text-slate-900">{c.departments[d.key].name}</h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{c.departments[d.key].text}</p>
                <div className="mt-4 space-y-2 text-sm">
                  <a
                    href={telHref(d.phone)}
                    className="flex items-center gap-2 font-medium whitespace-nowrap text-slate-900 hover:text-brand-700 hover:underline"
                  >
                    <PhoneIcon className="size-4 text-brand-600" />
                    {d.phone}
                  </a>
                  <a href={`mailto:${d.email}`} className="flex items-center gap-2 font-medium break-all text-slate-900 hover:text-brand-700 hover:underline">
                    <MailIcon className="size-4 shrink-0 text-brand-600" />
                    {d.email}
                  </a>
                  <OpeningHours hours={d.hours} className="border-t border-slate-200 pt-2" />
                </div>
              </li>
            ))}
        </ul>
      </Section>

      <section aria-labelledby="contacts-more" className="mx-auto grid max-w-7xl gap-6 px-4 py-10 wide:grid-cols-2 wide:px-6 wide:py-14">
        <h2 id="contacts-more" className="sr-only">
          {t('moreTitle')}
        </h2>
        <div className="rounded-3xl bg-brand-900 p-6 text-white wide:p-8">
          <h3 className="text-xl font-semibold">{c.placeTitle}</h3>
          <p className="mt-2 text-brand-100">{c.placeText}</p>
          <Link href={pages.place()} className={buttonClass('secondary', 'mt-5')}>
            {c.placeLink}
          </Link>
        </div>
        <div className="rounded-3xl bg-white p-6 ring-1 ring-slate-200 wide:p-8">
          <h3 className="text-xl font-semibold text-slate-900">{c.socialsTitle}</h3>
          <p className="mt-2 text-slate-600">{c.socialsText}</p>
          <ul className="mt-5 flex flex-wrap gap-3">
            {contacts.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center rounded-xl border border-slate-300 px-4 font-medium text-slate-800 hover:border-brand-500 hover:text-brand-700"
                >
                  {social.network}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
