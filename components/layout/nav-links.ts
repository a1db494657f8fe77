/** Links of the header and the footer. */
export const infoLinks = [
  { href: '/company', key: 'company' },
  { href: '/contacts', key: 'contacts' },
  { href: '/place', key: 'place' },
  { href: '/buyer', key: 'buyer' },
  { href: '/news', key: 'news' },
] as const;
