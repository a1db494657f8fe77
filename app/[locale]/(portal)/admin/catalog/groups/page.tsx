import type { Locale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { GroupsPage } from '@/features/catalog';
import { PageTexts } from '@/i18n/page-texts';
import { privateMetadata } from '@/lib/seo';

export const generateMetadata = privateMetadata('admin.groups');

/** /admin/catalog/groups (guards `unauthorized`, `back-office`): the catalogue groups. */
export default async function Page({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <PageTexts namespaces={['admin']}>
      <GroupsPage />
    </PageTexts>
  );
}
