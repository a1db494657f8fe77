import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ObjectView } from '@/features/objects';
import { recordIdOf } from '@/lib/record-id';
import { PageTexts } from '@/i18n/page-texts';

type Props = { params: Promise<{ locale: Locale; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: 'objects' });
  return { title: `${t('title')} · ${id}`, robots: { index: false, follow: false } };
}

/** /objects/{id} (guards `unauthorized`, `designer`): the building object, full width on a phone. */
export default async function Page({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const objectId = recordIdOf(id);
  if (objectId === null) notFound();
  return (
    <PageTexts namespaces={['objects', 'installer', 'upload']}>
      <ObjectView id={objectId} />
    </PageTexts>
  );
}
