import type { ReactNode } from 'react';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import type { InfoPageDocument } from '@/contracts/info-pages';

/** What the service points page draws beside its texts, composed by app/ from other features. */
export type PlaceParts = { servicePoints: ReactNode; requestCta: ReactNode };

/** The service points page: its texts from the published document, the points, their map and the request form from `parts`. */
export function PlacePage({ content: c, parts }: { content: InfoPageDocument<'place'>; parts: PlaceParts }) {
  return (
    <main>
      <PageIntro title={c.title} lead={c.lead} />
      {parts.servicePoints}
      <CtaBand id="place-cta" title={c.ctaTitle} text={c.ctaText}>
        {parts.requestCta}
      </CtaBand>
    </main>
  );
}
