import { useFormatter } from 'next-intl';
import { Chapter, DocumentLayout } from '@/components/ui/document-layout';
import { PageIntro } from '@/components/ui/page-intro';
import { Blocks, Prose } from '@/components/ui/prose';
import type { InfoPageDocument } from '@/contracts/info-pages';
import type { SiteContacts } from '@/contracts/site-contacts';

/** The privacy policy: its chapters from the published document, the data contact's e-mail and address from the site's contact details. */
export function PrivacyPage({ content: c, contacts }: { content: InfoPageDocument<'privacy'>; contacts: SiteContacts }) {
  const format = useFormatter();
  return (
    <main>
      <PageIntro title={c.title} lead={c.lead}>
        <p className="mt-4 text-sm text-slate-500">
          {c.updatedLabel} <time dateTime={c.updated}>{format.dateTime(new Date(c.updated), { dateStyle: 'long' })}</time>
        </p>
      </PageIntro>
      <DocumentLayout tocTitle={c.tocTitle} chapters={[...c.sections, { id: 'privacy-contact', title: c.contact.title }]}>
        {c.sections.map((section, i) => (
          <Chapter key={section.id} id={section.id} title={`${i + 1}. ${section.title}`}>
            <Prose>
              <Blocks blocks={section.blocks} />
            </Prose>
          </Chapter>
        ))}
        <Chapter id="privacy-contact" title={`${c.sections.length + 1}. ${c.contact.title}`} className="max-w-3xl">
          <p className="leading-relaxed text-slate-700">{c.contact.text}</p>
          <dl className="mt-5 grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-slate-500">{c.contact.email}</dt>
              <dd>
                <a href={`mailto:${contacts.privacyEmail}`} className="font-medium break-all text-brand-700 hover:underline">
                  {contacts.privacyEmail}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-sm text-slate-500">{c.contact.address}</dt>
              <dd className="font-medium text-slate-900">{contacts.address}</dd>
            </div>
          </dl>
        </Chapter>
      </DocumentLayout>
    </main>
  );
}
