import type { ContactDepartment } from '@/contracts/info-pages';

/** Opening hours as [from, to] in local time; null = closed that day. */
type Span = readonly [from: string, to: string];
export type OpeningHours = { weekdays: Span; saturday: Span | null; sunday: Span | null };

/** `tel:` link of a phone number written for people (`+380 44 390 55 00`, `0 800 50 55 00`). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** Fixed contact details and store links of the footer and the contacts page (spec: "fixed"). One place to change them. */
export const siteConfig = {
  name: 'Climate Portal',
  phone: '+380 44 390 55 00',
  phoneHref: 'tel:+380443905500',
  email: 'support@climate-portal.ua',
  privacyEmail: 'privacy@climate-portal.ua',
  address: {
    uk: 'вул. Велика Васильківська, 72, Київ, 03150',
    en: '72 Velyka Vasylkivska St, Kyiv 03150, Ukraine',
    pl: 'ul. Wełyka Wasylkiwśka 72, Kijów 03150, Ukraina',
  },
  geo: { lat: 50.4268, lng: 30.5161 },
  hotline: '0 800 50 55 00',
  hours: { weekdays: ['09:00', '19:00'], saturday: ['10:00', '16:00'], sunday: null } satisfies OpeningHours,
  /** Contact points per department (their names and descriptions are the contacts page's texts: contracts/info-pages.ts). */
  departments: [
    {
      key: 'sales',
      phone: '+380 44 390 55 01',
      email: 'sales@climate-portal.ua',
      hours: { weekdays: ['09:00', '19:00'], saturday: ['10:00', '16:00'], sunday: null },
    },
    {
      key: 'service',
      phone: '+380 44 390 55 02',
      email: 'service@climate-portal.ua',
      hours: { weekdays: ['08:00', '20:00'], saturday: ['09:00', '18:00'], sunday: ['10:00', '16:00'] },
    },
    { key: 'partners', phone: '+380 44 390 55 03', email: 'partners@climate-portal.ua', hours: { weekdays: ['09:00', '18:00'], saturday: null, sunday: null } },
    { key: 'projects', phone: '+380 44 390 55 04', email: 'projects@climate-portal.ua', hours: { weekdays: ['09:00', '18:00'], saturday: null, sunday: null } },
  ] satisfies readonly { key: ContactDepartment; phone: string; email: string; hours: OpeningHours }[],
  socials: [
    { name: 'Facebook', href: 'https://www.facebook.com/climateportal.ua' },
    { name: 'Instagram', href: 'https://www.instagram.com/climateportal.ua' },
    { name: 'YouTube', href: 'https://www.youtube.com/@climateportal' },
    { name: 'Telegram', href: 'https://t.me/climateportal' },
  ],
  stores: [
    { name: 'App Store', href: 'https://apps.apple.com/app/climate-portal/id6450000000' },
    { name: 'Google Play', href: 'https://play.google.com/store/apps/details?id=ua.climateportal.app' },
  ],
} as const;

export type SocialName = (typeof siteConfig.socials)[number]['name'];
