import { pages } from '@/contracts/pages';

/** Links of the header and the footer. */
export const infoLinks = [
  { href: pages.company(), key: 'company' },
  { href: pages.contacts(), key: 'contacts' },
  { href: pages.place(), key: 'place' },
  { href: pages.buyer(), key: 'buyer' },
  { href: pages.news(), key: 'news' },
] as const;
