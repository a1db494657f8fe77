import type { InfoPage, InfoPageKey } from '@/contracts/info-pages';
import type { SiteContacts } from '@/contracts/site-contacts';
import { BuyerGuidePage } from './buyer-guide-page';
import { CompanyPage } from './company-page';
import { ContactsPage } from './contacts-page';
import { PlacePage, type PlaceParts } from './place-page';
import { PrivacyPage } from './privacy-page';

type PageDocument = { [K in InfoPageKey]: Pick<InfoPage<K>, 'key' | 'document'> }[InfoPageKey];

/**
 * An information page drawn from its document: the public page (on the server), or support's preview of a draft (in the
 * browser). The service points page's parts from other features come from app/; the contacts and privacy pages show the
 * site's contact details.
 */
export function InfoPageView({ page, contacts, placeParts }: { page: PageDocument; contacts: SiteContacts; placeParts?: PlaceParts }) {
  switch (page.key) {
    case 'company':
      return <CompanyPage content={page.document} />;
    case 'contacts':
      return <ContactsPage content={page.document} contacts={contacts} />;
    case 'place':
      return <PlacePage content={page.document} parts={placeParts ?? { servicePoints: null, requestCta: null }} />;
    case 'buyer':
      return <BuyerGuidePage content={page.document} />;
    case 'privacy':
      return <PrivacyPage content={page.document} contacts={contacts} />;
  }
}
