'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { installationsApi } from '../../api/installations-api';
import { SerialsForm } from '../../units/serials-form';
import { wizardApi, wizardKeys } from '../api';
import { StepNav } from './step-nav';

type StepProps = { installationId: number; onSaved: () => void; onBack: () => void };

/** Step "barcodes" of the completed-installation wizard (PUT /completed/{id}/barcodes), prefilled from GET …/barcodes. */
export function BarcodesStep({ installationId, onSaved, onBack }: StepProps) {
  const t = useTranslations('installations.wizard');
  const queryClient = useQueryClient();
  const key = wizardKeys.step(installationId, 'barcodes');
  const saved = useQuery({ queryKey: key, queryFn: () => installationsApi.units(installationId) });
  if (!saved.data)
    return (
      <p role="status" className="text-sm text-slate-600">
        {saved.isError ? t('loadFailed') : t('loading')}
      </p>
    );
  return (
    <div className="space-y-5">
      <h2 className="text-xl font-semibold">{t('barcodes.title')}</h2>
      <SerialsForm
        installationId={installationId}
        saved={saved.data}
        save={(body) => wizardApi.putBarcodes(installationId, body)}
        onSaved={(set) => {
          queryClient.setQueryData(key, set);
          onSaved();
        }}
        footer={(state) => <StepNav onBack={onBack} {...state} />}
      />
    </div>
  );
}
