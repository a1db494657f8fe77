'use client';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { InstallationCard } from '@/contracts/installations';

function Item({ done, children, action }: { done: boolean; children: ReactNode; action?: ReactNode }) {
  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 py-2">
      <span
        aria-hidden
        className={`mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold ${done ? 'bg-emerald-100 text-emerald-800' : 'bg-amber-100 text-amber-900'}`}
      >
        {done ? '✓' : '!'}
      </span>
      <div className="min-w-0 flex-1 basis-52 text-sm text-slate-800">{children}</div>
      {action && <div className="ml-9 wide:ml-0">{action}</div>}
    </li>
  );
}

/**
 * What is left before the client's code (the completion guard, docs/decisions/0031): every unit of the job by serial
 * and a photo of the finished work, each with the action that does it; then when the last code went out. The client
 * reads that a code was sent to them.
 */
export function CompletionChecklist({
  card,
  id,
  viewerId,
  units,
  photos,
}: {
  card: InstallationCard;
  id: string;
  viewerId?: number;
  units?: ReactNode;
  photos?: ReactNode;
}) {
  const t = useTranslations('installations.checklist');
  const c = card.completion;
  if (!c) return null;
  const sent = c.codeSentAt ? t('codeSent', { time: new Date(c.codeSentAt) }) : null;
  if (viewerId === card.client.id) {
    return sent && card.code === 'AWAITING_CONFIRMATION' ? (
      <p className="rounded-2xl bg-sky-50 p-4 text-sm text-sky-900">{t('clientCodeSent', { time: new Date(c.codeSentAt!) })}</p>
    ) : null;
  }
  if (!card.canBeCompleted && !card.canConfirmChange && !card.canRegisterUnits) return null;
  const unitsDone = c.missingUnits.length === 0;
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="rounded-2xl border border-slate-200 bg-white p-4">
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {t(card.signature.pending ? 'titleChange' : 'title')}
      </h2>
      <ul className="mt-1 divide-y divide-slate-100">
        <Item done={unitsDone} action={units}>
          {unitsDone ? (
            t('unitsDone')
          ) : (
            <>
              <p>{t('unitsMissing', { count: c.missingUnits.length })}</p>
              <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
                {c.missingUnits.map((u, i) => (
                  <li key={`${u.productId}-${u.model}-${i}`}>{t('unit', { block: t(`block.${u.blockType}`), model: u.model, product: u.product })}</li>
                ))}
              </ul>
            </>
          )}
        </Item>
        <Item done={!c.missingPhotos} action={photos}>
          {c.missingPhotos ? t('photosMissing') : t('photosDone')}
        </Item>
      </ul>
      {sent && (
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={c.codeSentAt!}>{sent}</time>
        </p>
      )}
    </section>
  );
}
