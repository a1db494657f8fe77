import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ChatView } from '@/features/chats';
import { recordIdOf } from '@/lib/record-id';
import { PageTexts } from '@/i18n/page-texts';

type Props = { params: Promise<{ locale: Locale; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const t = await getTranslations({ locale, namespace: 'chats' });
  return { title: `${t('title')} · ${slug}`, robots: { index: false, follow: false } };
}

/** /chats/{slug} (guards `unauthorized`, `chats`; the slug is the chat id): the chat, full-screen on a phone. */
export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const id = recordIdOf(slug);
  if (id === null) notFound();
  return (
    <PageTexts namespaces={['chats', 'installer', 'upload']}>
      <ChatView id={id} />
    </PageTexts>
  );
}
