'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListStates } from '@/components/ui/list-states';
import type { CircuitView, FgasLogbook } from '@/contracts/fgas-logbook';
import { pages } from '@/contracts/pages';
import { Link } from '@/i18n/navigation';
import { useSessionStore } from '@/lib/session/session-store';
import { fgasApi, fgasKeys } from '../api';
import { CircuitCard } from './circuit-card';
import { CircuitDialog } from './circuit-dialog';
import { EntryDialog } from './entry-dialog';

export function FgasLogbookTitle() {
  return useTranslations('installations.fgas.ui')('tab');
}

/**
 * The card's F-gas logbook tab (docs/decisions/0049-fgas-logbook.md): the job's refrigerant circuits, each with its
 * leak check rule, next check and entries; the job's installer with a valid certificate adds circuits and entries;
 * an installer without one is told where to add it.
 */
export function FgasLogbookTab({ installationId }: { installationId: number }) {
  const t = useTranslations('installations.fgas.ui');
  const userId = useSessionStore((s) => s.user?.id);
  const queryClient = useQueryClient();
  const key = fgasKeys.logbook(userId, installationId);
  const logbook = useQuery({ queryKey: key, queryFn: () => fgasApi.logbook(installationId), enabled: Boolean(userId) });
  const [adding, setAdding] = useState(false);
  const [entryFor, setEntryFor] = useState<CircuitView | null>(null);
  const replace = (circuit: CircuitView) =>
    queryClient.setQueryData<FgasLogbook>(
      key,
      (old) =>
        old && {
          ...old,
          circuits: old.circuits.some((c) => c.id === circuit.id) ? old.circuits.map((c) => (c.id === circuit.id ? circuit : c)) : [...old.circuits, circuit],
        },
    );

  return (
    <ListStates query={logbook} look="inline" loading={t('loading')} retry={t('retry')}>
      {(data) => (
        <div className="space-y-4">
          <p className="text-sm text-slate-600">{t('intro')}</p>
          {(data.addRefusal === 'noCertificate' || data.addRefusal === 'certificateExpired') && (
            <p role="note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {t(data.addRefusal)}{' '}
              <Link href={pages.license()} className="font-medium underline">
                {t('toLicense')}
              </Link>
            </p>
          )}
          {data.circuits.length === 0 ? (
            <p className="rounded-xl bg-slate-50 p-6 text-center text-slate-600">{t('empty')}</p>
          ) : (
            <ul className="space-y-3">
              {data.circuits.map((circuit) => (
                <CircuitCard key={circuit.id} circuit={circuit} onAddEntry={circuit.writeRefusal === null ? () => setEntryFor(circuit) : undefined} />
              ))}
            </ul>
          )}
          {data.addRefusal === null && (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              {t('addCircuit')}
            </Button>
          )}
          {adding && (
            <CircuitDialog
              installationId={installationId}
              units={data.units}
              onClose={() => setAdding(false)}
              onAdded={(circuit) => {
                replace(circuit);
                setAdding(false);
              }}
            />
          )}
          {entryFor && (
            <EntryDialog
              circuit={entryFor}
              onClose={() => setEntryFor(null)}
              onAdded={(circuit) => {
                replace(circuit);
                setEntryFor(null);
              }}
            />
          )}
        </div>
      )}
    </ListStates>
  );
}
