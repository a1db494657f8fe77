'use client';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { TextField } from '@/components/ui/text-field';
import { apiFailure, type ApiFailure } from '@/lib/api/errors';
import { fetchWarrantyUnit } from '../api';
import { WarrantyUnitCard, type WarrantyUnit } from './warranty-unit-card';

type Result = { kind: 'found'; unit: WarrantyUnit } | { kind: 'notFound' } | { kind: 'failed'; failure: ApiFailure } | null;

/** The public serial check: serial + settlement → the unit's warranty, or "not found" (which also covers a wrong settlement). */
export function UnitCheckForm() {
  const t = useTranslations('warranty.check');
  const [serial, setSerial] = useState('');
  const [city, setCity] = useState('');
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const fields = result?.kind === 'failed' ? result.failure.fields : {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    try {
      setResult({ kind: 'found', unit: await fetchWarrantyUnit(serial.trim(), city.trim()) });
    } catch (err) {
      const failure = apiFailure(err);
      setResult(failure.status === 404 ? { kind: 'notFound' } : { kind: 'failed', failure });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-8 wide:grid-cols-[2fr_3fr]">
      <form onSubmit={submit} className="grid content-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 wide:p-6" noValidate>
        <TextField
          label={t('serial')}
          hint={t('serialHint')}
          name="serial"
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          autoComplete="off"
          required
          minLength={4}
          maxLength={64}
          error={fields.serial}
        />
        <TextField
          label={t('city')}
          hint={t('cityHint')}
          name="city"
          value={city}
          onChange={(e) => setCity(e.target.value)}
          autoComplete="address-level2"
          required
          minLength={2}
          maxLength={100}
          error={fields.city}
        />
        <Button type="submit" loading={pending} disabled={pending || serial.trim().length < 4 || city.trim().length < 2}>
          {t('submit')}
        </Button>
      </form>
      <div aria-live="polite">
        {result?.kind === 'found' && <WarrantyUnitCard unit={result.unit} />}
        {result?.kind === 'notFound' && (
          <div role="status" className="rounded-2xl bg-slate-50 p-6 text-slate-800 ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold">{t('notFoundTitle')}</h2>
            <p className="mt-2 text-sm">{t('notFoundText')}</p>
          </div>
        )}
        {result?.kind === 'failed' && !Object.keys(result.failure.fields).length && <ErrorAlert message={result.failure.message} />}
        {!result && <p className="text-sm text-slate-600">{t('empty')}</p>}
      </div>
    </div>
  );
}
