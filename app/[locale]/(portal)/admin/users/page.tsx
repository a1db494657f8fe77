import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { UsersPage } from '@/features/admin';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.users');

/** /admin/users (guards `unauthorized`, `back-office`): everyone with an account, searched and filtered. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin']}>
      <UsersPage />
    </PageTexts>
  );
}
