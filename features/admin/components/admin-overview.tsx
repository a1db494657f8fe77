import { useTranslations } from 'next-intl';
import { ProPage } from '@/components/ui/pro-page';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';

/** /admin: the way into the back-office's parts. */
export function AdminOverview() {
  const t = useTranslations('admin.overview');
  const parts = [
    { href: pages.adminDashboard(), title: t('dashboard'), text: t('dashboardText') },
    { href: pages.adminDealers(), title: t('dealers'), text: t('dealersText') },
    { href: pages.adminUsers(), title: t('users'), text: t('usersText') },
    { href: pages.installers(), title: t('installers'), text: t('installersText') },
    { href: pages.adminCertifications(), title: t('certifications'), text: t('certificationsText') },
    { href: pages.adminNews(), title: t('news'), text: t('newsText') },
    { href: pages.adminInfoPages(), title: t('infoPages'), text: t('infoPagesText') },
    { href: pages.adminCatalog(), title: t('catalog'), text: t('catalogText') },
    { href: pages.adminAudit(), title: t('audit'), text: t('auditText') },
  ];
  return (
    <ProPage title={t('title')}>
      <p className="text-slate-600">{t('intro')}</p>
      <ul className="grid gap-4 wide:grid-cols-2">
        {parts.map((part) => (
          <li key={part.href}>
            <Link
              href={part.href}
              className="block h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="block text-lg font-semibold text-brand-700">{part.title}</span>
              <span className="mt-1 block text-slate-600">{part.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </ProPage>
  );
}
