'use client';
import { useFormatter, useTranslations } from 'next-intl';
import type { LeakCheckRule } from '@/contracts/fgas';

/** Why a circuit needs leak checks and how often, or why it needs none, in words (Regulation (EU) 2024/573 Article 5). */
export function RuleText({
  rule,
}: {
  rule: Pick<LeakCheckRule, 'intervalMonths'> & {
    reason: { key: string; basis?: string; threshold?: number; baseIntervalMonths?: number; doubledByLeakDetection?: boolean };
  };
}) {
  const t = useTranslations('installations.fgas.rule');
  const format = useFormatter();
  const { reason } = rule;
  const threshold = `${format.number(reason.threshold ?? 0)} ${t(reason.basis === 'chargeKg' ? 'kg' : 'tonnes')}`;
  switch (reason.key) {
    case 'notFluorinated':
      return <>{t('notFluorinated')}</>;
    case 'belowThreshold':
      return <>{t('belowThreshold', { threshold })}</>;
    case 'hermeticallySealedBelowThreshold':
      return <>{t('sealedBelowThreshold', { threshold })}</>;
    default:
      return (
        <>
          {t('required', { threshold, months: rule.intervalMonths ?? 0 })}
          {reason.doubledByLeakDetection && <> {t('doubled', { months: reason.baseIntervalMonths ?? 0 })}</>}
        </>
      );
  }
}
