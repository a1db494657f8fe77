import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { DealerPage } from '@/features/admin';
import { PageTexts } from '@/i18n/page-texts';
import { recordIdOf } from '@/lib/record-id';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'admin.dealer' });
  return { title: `${t('title')} · ${id}`, robots: { index: false, follow: false } };
}

/** /admin/dealers/{id} (guards `unauthorized`, `back-office`): a company, its people and invitations. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const dealerId = recordIdOf(id);
  if (dealerId === null) notFound();
  return (
    <PageTexts namespaces={['admin']}>
      <DealerPage id={dealerId} />
    </PageTexts>
  );
}
