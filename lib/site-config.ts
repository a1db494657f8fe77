/** Fixed contact details and store links of the footer and the contacts page (spec: "fixed"). One place to change them. */
export const siteConfig = {
  name: 'Climate Portal',
  phone: '+380 44 390 55 00',
  phoneHref: 'tel:+380443905500',
  email: 'support@climate-portal.ua',
  address: { uk: 'вул. Велика Васильківська, 72, Київ, 03150', en: '72 Velyka Vasylkivska St, Kyiv 03150, Ukraine', pl: 'ul. Wełyka Wasylkiwśka 72, Kijów 03150, Ukraina' },
  geo: { lat: 50.4268, lng: 30.5161 },
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
