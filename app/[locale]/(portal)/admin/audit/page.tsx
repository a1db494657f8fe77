import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { AuditPage } from '@/features/admin';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.audit');

/** /admin/audit (guards `unauthorized`, `back-office`): the audit log of admin actions and decisions. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin']}>
      <AuditPage />
    </PageTexts>
  );
}
