'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormatter, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ListStates } from '@/components/ui/list-states';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { fgasCertificateSchema, type FgasCertificate } from '@/contracts/fgas';
import { apiFailure } from '@/lib/api/errors';
import { useSessionStore } from '@/lib/session/session-store';
import { fgasApi, fgasKeys } from '../api';

type Saved = Awaited<ReturnType<typeof fgasApi.certificate>>;

function CertificateForm({ saved, onSaved }: { saved: Saved; onSaved: (saved: Saved) => void }) {
  const t = useTranslations('installations.fgas.certificate');
  const [form, setForm] = useState<FgasCertificate>(saved ?? { number: '', category: 'A1', issuer: '', expiresOn: null });
  const set = <K extends keyof FgasCertificate>(key: K, value: FgasCertificate[K]) => setForm((f) => ({ ...f, [key]: value }));
  const save = useMutation({ mutationFn: () => fgasApi.setCertificate(form), onSuccess: onSaved });
  const failure = save.error ? apiFailure(save.error) : null;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <div className="grid gap-4 wide:grid-cols-2">
        <TextField
          label={t('number')}
          value={form.number}
          maxLength={50}
          error={failure?.fields.number}
          onChange={(event) => set('number', event.target.value)}
        />
        <SelectField
          label={t('category')}
          value={form.category}
          error={failure?.fields.category}
          options={fgasCertificateSchema.shape.category.options.map((value) => ({ value, name: t(`categories.${value}`) }))}
          onChange={(event) => set('category', event.target.value as FgasCertificate['category'])}
        />
        <TextField
          label={t('issuer')}
          value={form.issuer}
          maxLength={200}
          error={failure?.fields.issuer}
          onChange={(event) => set('issuer', event.target.value)}
        />
        <TextField
          type="date"
          label={t('expiresOn')}
          hint={t('expiresOnHint')}
          value={form.expiresOn ?? ''}
          error={failure?.fields.expiresOn}
          onChange={(event) => set('expiresOn', event.target.value || null)}
        />
      </div>
      <ErrorAlert message={failure && Object.keys(failure.fields).length === 0 ? failure.message : undefined} />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" loading={save.isPending}>
          {t('save')}
        </Button>
        <p role="status" className="text-sm text-emerald-700">
          {save.isSuccess ? t('saved') : ''}
        </p>
      </div>
    </form>
  );
}

/** The licence page's F-gas certificate: what lets the installer write in the F-gas logbooks of their jobs. */
export function FgasCertificateSection() {
  const t = useTranslations('installations.fgas.certificate');
  const format = useFormatter();
  const userId = useSessionStore((s) => s.user?.id);
  const queryClient = useQueryClient();
  const key = fgasKeys.certificate(userId);
  const certificate = useQuery({ queryKey: key, queryFn: fgasApi.certificate, enabled: Boolean(userId) });
  return (
    <section aria-labelledby="fgas-certificate" className="space-y-3 rounded-2xl bg-white p-4 shadow-sm wide:p-5">
      <h2 id="fgas-certificate" className="font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="text-sm text-slate-600">{t('intro')}</p>
      <ListStates query={certificate} look="inline" loading={t('loading')} isEmpty={() => false}>
        {(saved) => (
          <>
            {saved && (
              <p
                role="note"
                className={`rounded-lg px-3 py-2 text-sm font-medium ${saved.valid ? 'bg-emerald-50 text-emerald-900' : 'bg-amber-50 text-amber-900'}`}
              >
                {saved.valid
                  ? saved.expiresOn
                    ? t('validUntil', { date: format.dateTime(new Date(`${saved.expiresOn}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }) })
                    : t('validNoEnd')
                  : t('expired')}
              </p>
            )}
            <CertificateForm saved={saved} onSaved={(value) => queryClient.setQueryData(key, value)} />
          </>
        )}
      </ListStates>
    </section>
  );
}
