'use client';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';

type StepNavProps = {
  onBack?: () => void;
  /** The last step finishes the wizard: its button says so. */
  last?: boolean;
  disabled?: boolean;
  pending?: boolean;
  /** A refusal that belongs to no field. */
  error?: string;
};

/** The foot of every step: its general error, Back, and Next (which saves the step) or Finish. */
export function StepNav({ onBack, last, disabled, pending, error }: StepNavProps) {
  const t = useTranslations('installations.wizard.nav');
  return (
    <div className="space-y-3 border-t border-slate-200 pt-4">
      <ErrorAlert message={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {onBack ? (
          <Button variant="secondary" onClick={onBack} disabled={pending}>
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={disabled || pending} loading={pending}>
          {last ? t('finish') : t('next')}
        </Button>
      </div>
    </div>
  );
}
