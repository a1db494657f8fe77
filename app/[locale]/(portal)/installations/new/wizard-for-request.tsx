'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { requestKeys, requestsApi } from '@/features/installation-requests';
import { InstallationWizard } from '@/features/installations';
import { failureMessage } from '@/lib/api/errors';
import { useSessionStore } from '@/lib/session/session-store';

/**
 * The new-installation wizard; with `?request={id}` (support registering a client's request for work) its
 * step 1 starts with the request's client, kind of work and equipment, and creating the draft links it to
 * the request (one call), which is DONE once the wizard finishes (docs/decisions/0028).
 */
export function WizardForRequest() {
  const t = useTranslations('installationRequests.wizard');
  const params = useSearchParams();
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id);
  const requestId = params.get('id') ? null : Number(params.get('request')) || null;
  const request = useQuery({
    queryKey: requestKeys.one(userId, requestId ?? 0),
    queryFn: () => requestsApi.read(requestId!),
    enabled: requestId !== null && userId !== undefined,
  });

  if (requestId === null) return <InstallationWizard />;
  if (!request.data) {
    return (
      <p role={request.isError ? 'alert' : 'status'} className="mx-auto max-w-3xl px-4 py-6 text-slate-600">
        {request.isError ? `${t('loadFailed')} ${failureMessage(request.error) ?? ''}` : '…'}
      </p>
    );
  }
  const r = request.data;
  return (
    <InstallationWizard
      prefill={{
        workOrderType: r.workOrderType.value,
        certificationTypeId: r.certificationType.id,
        clientPhone: r.client?.phone ?? r.reporter?.phone ?? '',
        requestId: r.id,
      }}
      onCreated={() => queryClient.invalidateQueries({ queryKey: requestKeys.all(userId) })}
      banner={
        <p role="note" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {t('banner', { number: r.id, client: r.client?.fullName ?? r.reporter?.name ?? '', address: r.address })}
          {r.comment && <span className="mt-1 block text-slate-700">{r.comment}</span>}
        </p>
      }
    />
  );
}
