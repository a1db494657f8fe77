import type { Locale } from 'next-intl';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CertificatePage } from '@/features/warranty';

type Props = { params: Promise<{ locale: Locale; token: string }> };

/** The QR code's target: never indexed (a token is a key, not content). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'warranty.certificate' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export default async function Page({ params }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  return <CertificatePage token={token} />;
}
