import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { infoPageKeys, type InfoPageKey } from '@/contracts/info-pages';
import { InfoPageEditor } from '@/features/info-pages';
import { PageTexts } from '@/i18n/page-texts';

type Props = { params: Promise<{ locale: Locale; key: string }> };
const isPageKey = (key: string): key is InfoPageKey => infoPageKeys.includes(key as InfoPageKey);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, key } = await params;
  const t = await getTranslations({ locale, namespace: 'admin.infoPages' });
  return { title: isPageKey(key) ? `${t(`pages.${key}`)} · ${t('title')}` : t('title'), robots: { index: false, follow: false } };
}

/** /admin/pages/{key} (guards `unauthorized`, `back-office`): a page's texts per language, drafts and publishing. */
export default async function Page({ params }: Props) {
  const { locale, key } = await params;
  setRequestLocale(locale);
  if (!isPageKey(key)) notFound();
  return (
    <PageTexts namespaces={['admin']}>
      <InfoPageEditor pageKey={key} />
    </PageTexts>
  );
}
