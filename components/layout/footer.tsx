import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { routing } from '@/i18n/routing';
import { telHref } from '@/contracts/site-contacts';
import { getSiteContacts } from '@/lib/site-contacts';
import { LanguageSwitch } from './language-switch';
import { LogoMark } from './logo';
import { infoLinks } from './nav-links';
import { QrCode } from './qr-code';
import { SocialIcon } from './social-icon';
import { pages } from '@/contracts/pages';

/** Footer (above 980 px): the main links, privacy, contacts, socials and app stores with QR codes. */
export async function Footer() {
  const t = await getTranslations('shell');
  const contacts = await getSiteContacts(await getLocale());
  const stores = [
    { name: 'App Store', href: contacts.stores.appStore },
    { name: 'Google Play', href: contacts.stores.googlePlay },
  ];
  return (
    <footer className="mt-16 hidden bg-slate-900 text-slate-300 wide:block">
      <div className="mx-auto grid max-w-7xl grid-cols-4 gap-10 px-6 py-12">
        <div className="space-y-3">
          <Link href={pages.home()} className="flex items-center gap-2 font-semibold text-white">
            <LogoMark />
            <span className="text-lg">{t('brand')}</span>
          </Link>
          <p className="text-sm leading-relaxed text-slate-400">{t('tagline')}</p>
          <LanguageSwitch locales={routing.locales} onDark />
        </div>
        <nav aria-label={t('footerNav')}>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{t('aboutUs')}</h2>
          <ul className="space-y-2 text-sm">
            {infoLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="hover:text-white">
                  {t(`links.${link.key}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link href={pages.products()} className="hover:text-white">
                {t('catalog')}
              </Link>
            </li>
            <li>
              <Link href={pages.privacy()} className="hover:text-white">
                {t('links.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
        <address className="space-y-2 text-sm not-italic">
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{t('contactUs')}</h2>
          <p>{contacts.address}</p>
          <p>
            <a href={telHref(contacts.phone)} className="hover:text-white">
              {contacts.phone}
            </a>
          </p>
          <p>
            <a href={`mailto:${contacts.email}`} className="hover:text-white">
              {contacts.email}
            </a>
          </p>
          <ul className="flex gap-3 pt-2" aria-label={t('socials')}>
            {contacts.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={social.network}
                  className="block rounded-lg p-1.5 text-slate-300 hover:bg-slate-800 hover:text-white"
                >
                  <SocialIcon name={social.network} />
                </a>
              </li>
            ))}
          </ul>
        </address>
        <div>
          <h2 className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">{t('apps')}</h2>
          <ul className="flex gap-4">
            {stores.map((store) => (
              <li key={store.name} className="flex flex-col items-center gap-2">
                <QrCode value={store.href} label={t('qrFor', { store: store.name })} />
                <a href={store.href} target="_blank" rel="noopener noreferrer" className="text-sm hover:text-white">
                  {store.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-slate-800 py-4 text-center text-xs text-slate-400">{t('copyright', { year: new Date().getFullYear() })}</div>
    </footer>
  );
}
