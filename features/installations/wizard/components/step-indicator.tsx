'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { WIZARD_ORDER, type StepName, type WizardKind } from '../constants';
import { useStepNavigation } from '../hooks/use-step-navigation';
import { pages } from '@/contracts/pages';

type StepIndicatorProps = { kind: WizardKind; current: StepName; installationId: number | null; reachable: number };

/**
 * The wizard's steps in order: the current one is `aria-current="step"`, reached ones are links back to them.
 * Wide, every step has an equal column and its name wraps in it; narrow, only the current step is named.
 */
export function StepIndicator({ kind, current, installationId, reachable }: StepIndicatorProps) {
  const t = useTranslations('installations.wizard');
  const order = WIZARD_ORDER[kind];
  const currentIndex = order.indexOf(current);
  const go = useStepNavigation();
  return (
    <nav aria-label={t('stepsLabel')}>
      <ol className="flex gap-1 text-sm wide:grid wide:auto-cols-fr wide:grid-flow-col wide:gap-2">
        {order.map((step, index) => {
          const isCurrent = step === current;
          const done = index < currentIndex;
          const badge = (
            <span
              aria-hidden
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold ${isCurrent ? 'bg-brand-600 text-white' : done ? 'bg-brand-100 text-brand-800' : 'bg-slate-200 text-slate-600'}`}
            >
              {index + 1}
            </span>
          );
          const text = <span className={isCurrent ? 'font-semibold text-slate-900' : 'max-wide:sr-only text-slate-600'}>{t(`steps.${step}`)}</span>;
          const content = (
            <>
              {badge}
              {text}
              <span className="sr-only">{t('stepOf', { step: index + 1, total: order.length })}</span>
            </>
          );
          return (
            <li key={step} className="flex items-center gap-2 rounded-xl px-2 py-1" aria-current={isCurrent ? 'step' : undefined}>
              {installationId && !isCurrent && index <= reachable ? (
                <Link
                  href={pages.newInstallation({ id: installationId, step })}
                  onClick={(event) => {
                    // As Next and Back: in the browser's history only, so that the steps are walked without a network too.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    go(installationId, step);
                  }}
                  className="flex items-center gap-2 rounded-lg hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                >
                  {content}
                </Link>
              ) : (
                content
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
