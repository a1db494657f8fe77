import { Link } from '@/i18n/navigation';
import { buttonClass } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import { Chapter, DocumentLayout } from '@/components/ui/document-layout';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Blocks, Prose } from '@/components/ui/prose';
import { Faq } from './faq';
import type { InfoPageDocument } from '@/contracts/info-pages';
import { pages } from '@/contracts/pages';

/** FAQ structured data, so search engines can show the answers. */
const faqJsonLd = (faq: InfoPageDocument<'buyer'>['faq']) => ({
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: faq.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer.join(' ') } })),
});

export function BuyerGuidePage({ content: c }: { content: InfoPageDocument<'buyer'> }) {
  return (
    <main>
      <PageIntro title={c.title} lead={c.lead} />
      <DocumentLayout tocTitle={c.tocTitle} chapters={[...c.sections, { id: 'faq', title: c.faqTitle }]}>
        {c.sections.map((section) => (
          <Chapter key={section.id} id={section.id} title={section.title}>
            <Prose>
              <Blocks blocks={section.blocks} />
            </Prose>
          </Chapter>
        ))}
        <Chapter id="faq" title={c.faqTitle} className="max-w-3xl">
          <Faq items={c.faq} />
          <JsonLd data={faqJsonLd(c.faq)} />
        </Chapter>
      </DocumentLayout>
      <CtaBand id="buyer-cta" title={c.cta.title} text={c.cta.text}>
        <Link href={pages.products()} className={buttonClass('secondary')}>
          {c.cta.catalogue}
        </Link>
        <Link href={pages.contacts()} className={buttonClass('onDark')}>
          {c.cta.contacts}
        </Link>
      </CtaBand>
    </main>
  );
}
