import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { UserPage } from '@/features/admin';
import { PageTexts } from '@/i18n/page-texts';
import { recordIdOf } from '@/lib/record-id';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'admin.user' });
  return { title: `${t('title')} · ${id}`, robots: { index: false, follow: false } };
}

/** /admin/users/{id} (guards `unauthorized`, `back-office`): a person, their access, role, certifications and requests. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const userId = recordIdOf(id);
  if (userId === null) notFound();
  return (
    <PageTexts namespaces={['admin']}>
      <UserPage id={userId} />
    </PageTexts>
  );
}
