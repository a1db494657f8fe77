import { Chapter, DocumentLayout } from '@/components/ui/document-layout';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Blocks, Prose } from '@/components/ui/prose';
import { Faq } from './faq';
import type { InfoPageDocument } from '@/contracts/info-pages';
import { CatalogueCta } from './catalogue-cta';

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
      <CatalogueCta id="buyer-cta" cta={c.cta} />
    </main>
  );
}
