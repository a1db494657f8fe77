'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { installationsApi } from '../../api/installations-api';
import { SerialsForm } from '../../units/serials-form';
import { wizardApi, wizardKeys, type StepSite } from '../api';
import { StepNav } from './step-nav';

/** `onSaved(queued)`: true when the serials were kept on this device to be sent when the network returns. */
type StepProps = { site: StepSite; onSaved: (queued: boolean) => void; onBack: () => void };

/**
 * Step "barcodes" of the completed-installation wizard (PUT /completed/{id}/barcodes), prefilled from GET …/barcodes.
 * Without a network the serials are kept unchecked and sent, and checked, when it returns (as the card's units).
 */
export function BarcodesStep({ site, onSaved, onBack }: StepProps) {
  const { installationId } = site;
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
        keepsOffline
        save={async (body) => {
          const result = await wizardApi.putBarcodes(site, body);
          return result.queued ? null : result.data;
        }}
        onSaved={(set) => {
          if (set) queryClient.setQueryData(key, set);
          onSaved(set === null);
        }}
        footer={(state) => <StepNav onBack={onBack} {...state} />}
      />
    </div>
  );
}
