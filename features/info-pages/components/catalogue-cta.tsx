import { buttonClass } from '@/components/ui/button';
import { CtaBand } from '@/components/ui/cta-band';
import type { InfoPageDocument } from '@/contracts/info-pages';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';

/** The band that ends the company page and the buyer's guide: to the catalogue, or to the contacts. */
export function CatalogueCta({ id, cta }: { id: string; cta: InfoPageDocument<'company'>['cta'] }) {
  return (
    <CtaBand id={id} title={cta.title} text={cta.text}>
      <Link href={pages.products()} className={buttonClass('secondary')}>
        {cta.catalogue}
      </Link>
      <Link href={pages.contacts()} className={buttonClass('onDark')}>
        {cta.contacts}
      </Link>
    </CtaBand>
  );
}
