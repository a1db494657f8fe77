import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageTexts } from '@/i18n/page-texts';
import { recordIdOf } from '@/lib/record-id';
import { CardWithExtensions } from './card-with-extensions';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'installations' });
  return { title: `${t('title')} · ${id}`, robots: { index: false, follow: false } };
}

/** /installations/{id} (guards `unauthorized`, `installations`): the installation card (with its maintenance and the appeal to support), full-screen on a phone. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const installationId = recordIdOf(id);
  if (installationId === null) notFound();
  return (
    <PageTexts namespaces={['installations', 'chats', 'upload', 'installer', 'preventions', 'commissioning', 'units']}>
      <CardWithExtensions id={installationId} />
    </PageTexts>
  );
}
