'use client';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { MAX_BARCODES, type barcodeHitSchema, type barcodesBodySchema, type barcodesSetSchema } from '@/contracts/installations';
import { apiFailure, failureMessage } from '@/lib/api/errors';
import { useOnline } from '@/lib/offline/use-online';
import { installationsApi } from '../api/installations-api';
import { newSerials, normalSerial } from './serials';

type Hit = z.infer<typeof barcodeHitSchema>;
export type BarcodesSet = z.infer<typeof barcodesSetSchema>;
type Body = z.infer<typeof barcodesBodySchema>;

// The camera reader (and ZXing with it) loads only when the camera is opened.
const BarcodeScanner = dynamic(() => import('./barcode-scanner').then((m) => m.BarcodeScanner), { ssr: false });

/** What the form's owner draws under it (the wizard's step buttons, a dialog's save and cancel). */
export type SerialsFooter = (state: { disabled: boolean; pending: boolean; error?: string }) => ReactNode;

type SerialsFormProps = {
  installationId: number;
  saved: BarcodesSet;
  /** Saves the units (the wizard's step, or the card's units); answers the set as saved, or null when it was kept on this device to send later. */
  save: (body: Body) => Promise<BarcodesSet | null>;
  onSaved: (set: BarcodesSet | null) => void;
  /** Without a network the serials are kept unchecked on this device and checked by the API when they are sent (the card's units). */
  keepsOffline?: boolean;
  /** The client signed the record: the units are a change for the client to sign, the extended guarantee is decided. */
  signed?: boolean;
  footer: SerialsFooter;
};

/**
 * The units by serial (docs/domain.md#units-per-work-kind): typed, pasted (several lines at once) or scanned
 * with the phone camera; each is looked up with POST /web/installations/search/barcodes, which names its product and
 * block, the earlier installation a service job refers to, or why it cannot be used. The extended-guarantee choice
 * agrees with the installer's certification: it cannot be ticked when it does not apply.
 */
export function SerialsForm({ installationId, saved, save, onSaved, signed = false, keepsOffline = false, footer }: SerialsFormProps) {
  const t = useTranslations('installations.wizard.barcodes');
  const online = useOnline();
  const offline = keepsOffline && !online;
  const inputId = useId();
  const reasonId = useId();
  const savedHits = saved.products.flatMap((product) => product.barcodes);
  const [serials, setSerials] = useState<string[]>(() => savedHits.map((hit) => normalSerial(hit.barcode)));
  const [hits, setHits] = useState<Record<string, Hit>>(() => Object.fromEntries(savedHits.map((hit) => [normalSerial(hit.barcode), hit])));
  const [typed, setTyped] = useState('');
  const [camera, setCamera] = useState(false);
  const applies = saved.extendedGuaranteeApplies;
  // A first registration by a certified installer claims it; it never stays ticked where it does not apply.
  const [extendedGuarantee, setExtendedGuarantee] = useState(applies !== false && (saved.extendedGuarantee || (applies === true && savedHits.length === 0)));

  const lookup = useMutation({
    mutationFn: (batch: string[]) => installationsApi.searchBarcodes(batch, installationId),
    onSuccess: (found) => setHits((current) => ({ ...current, ...Object.fromEntries(found.map((hit) => [normalSerial(hit.barcode), hit])) })),
  });
  // The list as last set, for a scanner reading the same code many times a second.
  const listed = useRef(serials);
  const { mutate: check } = lookup;
  const add = useCallback(
    (text: string) => {
      const fresh = newSerials(text, listed.current);
      if (!fresh.length) return;
      listed.current = [...listed.current, ...fresh];
      setSerials(listed.current);
      if (navigator.onLine || !keepsOffline) check(fresh);
    },
    [check, keepsOffline],
  );
  // Serials kept unchecked without a network are looked up once it returns.
  useEffect(() => {
    const missing = keepsOffline && online ? listed.current.filter((serial) => !hits[serial]) : [];
    if (missing.length) check(missing);
  }, [keepsOffline, online, hits, check]);
  const remove = (serial: string) => {
    listed.current = listed.current.filter((s) => s !== serial);
    setSerials(listed.current);
  };

  // `always`: react-query would pause a mutation while the browser is offline; the card's save keeps it on the device then.
  const submit = useMutation({
    mutationFn: () => save({ barcodes: serials, extendedGuarantee: extendedGuarantee && applies !== false }),
    onSuccess: onSaved,
    networkMode: keepsOffline ? 'always' : 'online',
  });
  const refused = serials.filter((serial) => hits[serial]?.error);
  // Offline, a serial is checked by the API when the change is sent; online, one typed offline is looked up now.
  const unchecked = offline ? [] : serials.filter((serial) => !hits[serial]);
  const refusal = submit.error ? apiFailure(submit.error) : undefined;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate();
  };
  const addTyped = () => {
    add(typed);
    setTyped('');
  };
  const describe = (hit: Hit | undefined) => {
    if (!hit) return offline ? t('checkedLater') : t('checking');
    if (hit.error) return hit.error;
    const unit = `${hit.product?.name ?? ''}${hit.block ? ` · ${t(hit.block.type)} ${hit.block.model}` : ''}`;
    return hit.registeredOn ? `${unit} · ${t('registeredOn', { number: hit.registeredOn })}` : unit;
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {signed && <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('signedNote')}</p>}
      {offline && <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">{t('offlineNote')}</p>}
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
      {lookup.isError && (
        <p role="alert" className="text-sm text-red-600">
          {failureMessage(lookup.error)}
        </p>
      )}

      <section aria-labelledby={`${inputId}-list`} aria-busy={lookup.isPending}>
        <h3 id={`${inputId}-list`} className="mb-2 font-medium">
          {t('listed', { count: serials.length, max: MAX_BARCODES })}
        </h3>
        {serials.length === 0 ? (
          <p className="rounded-xl border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">{t('none')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {serials.map((serial) => {
              const hit = hits[serial];
              return (
                <li key={serial} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                  <span className="break-all font-mono">{serial}</span>
                  <span className={`min-w-0 flex-1 text-sm ${hit?.error ? 'text-red-700' : 'text-slate-600'}`}>{describe(hit)}</span>
                  <Button variant="ghost" onClick={() => remove(serial)} aria-label={t('remove', { serial })}>
                    {t('removeShort')}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      {!signed && (
        <div className="space-y-1 rounded-xl bg-slate-50 px-4 py-3">
          <label className={`flex items-center gap-2 font-medium ${applies === false ? 'text-slate-500' : ''}`}>
            <input
              type="checkbox"
              className="size-5"
              checked={extendedGuarantee && applies !== false}
              disabled={applies === false}
              onChange={(event) => setExtendedGuarantee(event.target.checked)}
              aria-describedby={reasonId}
            />
            {t('extendedGuarantee')}
          </label>
          <p id={reasonId} className="text-sm text-slate-600">
            {applies === true && !extendedGuarantee ? t('extendedNotClaimed') : (submit.data ?? saved).extendedGuaranteeReason}
          </p>
        </div>
      )}
      {refused.length > 0 && (
        <p role="alert" className="text-sm text-red-700">
          {t('removeRefused', { count: refused.length })}
        </p>
      )}
      {footer({
        disabled: serials.length === 0 || refused.length > 0 || unchecked.length > 0,
        pending: submit.isPending || lookup.isPending,
        error: refusal && !refusal.fields.barcodes ? refusal.message : undefined,
      })}
    </form>
  );
}
