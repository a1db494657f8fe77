'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { MAX_BARCODES, type barcodeHitSchema } from '@/contracts/installations';
import { apiFailure, failureMessage } from '@/lib/api/errors';
import type { z } from 'zod';
import { wizardApi, wizardKeys } from '../api';
import { newSerials, normalSerial } from '../serials';
import { StepNav } from './step-nav';

type Hit = z.infer<typeof barcodeHitSchema>;
type Saved = Awaited<ReturnType<typeof wizardApi.barcodes>>;
type StepProps = { installationId: number; onSaved: () => void; onBack: () => void };

// The camera reader (and ZXing with it) loads only when the camera is opened.
const BarcodeScanner = dynamic(() => import('./barcode-scanner').then((m) => m.BarcodeScanner), { ssr: false });

/** Step "barcodes" of the completed-installation wizard (PUT /completed/{id}/barcodes), prefilled from GET …/barcodes. */
export function BarcodesStep(props: StepProps) {
  const t = useTranslations('installations.wizard');
  const saved = useQuery({ queryKey: wizardKeys.step(props.installationId, 'barcodes'), queryFn: () => wizardApi.barcodes(props.installationId) });
  if (!saved.data) return <p role="status" className="text-sm text-slate-500">{saved.isError ? t('loadFailed') : t('loading')}</p>;
  return <BarcodesForm {...props} saved={saved.data} />;
}

/**
 * Serials typed, pasted (several lines at once) or scanned; each is looked up with
 * POST /web/installations/search/barcodes, which names its product or says why it cannot be used (an
 * unknown model, a unit registered elsewhere). The extended-guarantee flag comes with its reason.
 */
function BarcodesForm({ installationId, saved, onSaved, onBack }: StepProps & { saved: Saved }) {
  const t = useTranslations('installations.wizard.barcodes');
  const inputId = useId();
  const queryClient = useQueryClient();
  const savedHits = saved.products.flatMap((product) => product.barcodes);
  const [serials, setSerials] = useState<string[]>(() => savedHits.map((hit) => normalSerial(hit.barcode)));
  const [hits, setHits] = useState<Record<string, Hit>>(() => Object.fromEntries(savedHits.map((hit) => [normalSerial(hit.barcode), hit])));
  const [typed, setTyped] = useState('');
  const [camera, setCamera] = useState(false);
  const [extendedGuarantee, setExtendedGuarantee] = useState(saved.extendedGuarantee);

  const lookup = useMutation({
    mutationFn: (batch: string[]) => wizardApi.searchBarcodes(batch, installationId),
    onSuccess: (found) => setHits((current) => ({ ...current, ...Object.fromEntries(found.map((hit) => [normalSerial(hit.barcode), hit])) })),
  });
  // The list as last set, for a scanner reading the same code many times a second.
  const listed = useRef(serials);
  const list = (next: string[]) => {
    listed.current = next;
    setSerials(next);
  };
  const { mutate: check } = lookup;
  const add = useCallback(
    (text: string) => {
      const fresh = newSerials(text, listed.current);
      if (!fresh.length) return;
      listed.current = [...listed.current, ...fresh];
      setSerials(listed.current);
      check(fresh);
    },
    [check],
  );
  const remove = (serial: string) => list(serials.filter((s) => s !== serial));

  const save = useMutation({
    mutationFn: () => wizardApi.putBarcodes(installationId, { barcodes: serials, extendedGuarantee }),
    onSuccess: (set) => queryClient.setQueryData(wizardKeys.step(installationId, 'barcodes'), set),
  });
  const refused = serials.filter((serial) => hits[serial]?.error);
  const unchecked = serials.filter((serial) => !hits[serial]);
  const refusal = save.error ? apiFailure(save.error) : undefined;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await save.mutateAsync().then(onSaved, () => undefined);
  };
  const addTyped = () => {
    add(typed);
    setTyped('');
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      <FormField id={inputId} label={t('serials')} hint={t('serialsHint', { max: MAX_BARCODES })} error={refusal?.fields.barcodes}>
        <textarea
          id={inputId}
          rows={3}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds what is typed (a scanner gun ends with Enter too); Shift+Enter starts another line.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              addTyped();
            }
          }}
          aria-describedby={fieldNoteId(inputId, { error: refusal?.fields.barcodes, hint: t('serialsHint', { max: MAX_BARCODES }) })}
          className={`${inputClass(refusal?.fields.barcodes)} font-mono uppercase`}
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={addTyped} disabled={!typed.trim() || serials.length >= MAX_BARCODES}>
          {t('add')}
        </Button>
        <Button variant="secondary" onClick={() => setCamera(!camera)} aria-expanded={camera}>
          {camera ? t('closeCamera') : t('openCamera')}
        </Button>
      </div>
      {camera && <BarcodeScanner onScan={add} onClose={() => setCamera(false)} />}
      {lookup.isError && <p role="alert" className="text-sm text-red-600">{failureMessage(lookup.error)}</p>}

      <section aria-labelledby="serial-list" aria-busy={lookup.isPending}>
        <h3 id="serial-list" className="mb-2 font-medium">
          {t('listed', { count: serials.length, max: MAX_BARCODES })}
        </h3>
        {serials.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-500">{t('none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {serials.map((serial) => {
              const hit = hits[serial];
              return (
                <li key={serial} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                  <span className="font-mono">{serial}</span>
                  <span className={`min-w-0 flex-1 text-sm ${hit?.error ? 'text-red-700' : 'text-slate-600'}`}>
                    {!hit ? t('checking') : hit.error ? hit.error : `${hit.product?.name ?? ''}${hit.block ? ` · ${t(hit.block.type)} ${hit.block.model}` : ''}`}
                  </span>
                  <Button variant="ghost" onClick={() => remove(serial)} aria-label={t('remove', { serial })}>
                    {t('removeShort')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <div className="space-y-1 rounded-xl bg-slate-50 px-4 py-3">
        <label className="flex items-center gap-2 font-medium">
          <input type="checkbox" className="size-5" checked={extendedGuarantee} onChange={(event) => setExtendedGuarantee(event.target.checked)} aria-describedby="extended-reason" />
          {t('extendedGuarantee')}
        </label>
        <p id="extended-reason" className="text-sm text-slate-600">
          {(save.data ?? saved).extendedGuaranteeReason}
        </p>
      </div>
      {refused.length > 0 && <p role="alert" className="text-sm text-red-700">{t('removeRefused', { count: refused.length })}</p>}
      <StepNav
        onBack={onBack}
        disabled={serials.length === 0 || refused.length > 0 || unchecked.length > 0}
        pending={save.isPending || lookup.isPending}
        error={refusal && !refusal.fields.barcodes ? refusal.message : undefined}
      />
    </form>
  );
}
