'use client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorPage } from '@/components/layout/error-page';
import { PendingChanges } from '@/components/offline/pending-changes';
import { useRouter } from '@/i18n/navigation';
import { failureMessage } from '@/lib/api/errors';
import { useOnline } from '@/lib/offline/use-online';
import { useOutbox } from '@/lib/offline/use-outbox';
import { useSessionStore } from '@/lib/session/session-store';
import { wizardApi, wizardKeys } from '../api';
import { furthest, neighbours, OFFLINE_STEPS, reachedWith, stepToShow, WIZARD_ORDER, type StepName, type WizardKind } from '../constants';
import { useDraftAtHand } from '../hooks/use-draft-at-hand';
import { useStepNavigation } from '../hooks/use-step-navigation';
import { pages } from '@/contracts/pages';
import { installationKeys } from '../../keys';
import { mayCreateInstallations } from '../roles';
import { AddressStep } from './address-step';
import { BarcodesStep } from './barcodes-step';
import { CommonStep, type CommonPrefill } from './common-step';
import { DetailsStep } from './details-step';
import { InstallerStep } from './installer-step';
import { ProductsStep } from './products-step';
import { StepIndicator } from './step-indicator';

/**
 * The new-installation and completed-installation wizards (docs/domain.md#the-wizards) at
 * `/installations/new?id={id}&step={step}` (`?kind=completed` starts the completed one). Each step is
 * saved on the server when left, and `GET /common`'s `wizardStep` tells where a draft stopped, so
 * coming back to `?id={id}` resumes it. Without a network a draft opened before goes on: the serials, the installer,
 * the address and the details are kept on this device and sent in order when it returns (ADR 0055); the other steps
 * say they need it.
 */
export function InstallationWizard({
  prefill,
  onCreated,
  banner,
}: { prefill?: CommonPrefill; onCreated?: (installationId: number) => Promise<unknown>; banner?: ReactNode } = {}) {
  const t = useTranslations('installations.wizard');
  const tShell = useTranslations('shell');
  const params = useSearchParams();
  const router = useRouter();
  const queryClient = useQueryClient();
  const sessionStatus = useSessionStore((s) => s.status);
  const role = useSessionStore((s) => s.user?.role.name);
  const installationId = Number(params.get('id')) || null;
  // Asked for once the session is known and its role may work on installations: a page opened right after
  // signing in would otherwise send it before the access token is there (a 401), a client's would be refused (403).
  const mayWork = mayCreateInstallations(role);
  const common = useQuery({
    queryKey: wizardKeys.step(installationId ?? 0, 'common'),
    queryFn: () => wizardApi.common(installationId!),
    enabled: installationId !== null && mayWork,
  });
  const kind: WizardKind = common.data ? (common.data.archived ? 'completed' : 'new') : params.get('kind') === 'completed' ? 'completed' : 'new';
  const heading = useRef<HTMLHeadingElement>(null);
  const online = useOnline();
  const site = useDraftAtHand(common.data ? installationId : null, kind);
  // Steps kept on this device count as reached: a draft reopened without a network resumes after them.
  const kept = useOutbox(site?.userId, site?.installationId);
  const wizardStep = common.data
    ? reachedWith(
        kind,
        common.data.wizardStep,
        kept.map((entry) => entry.path),
      )
    : null;
  const step: StepName = installationId && common.data ? stepToShow(kind, wizardStep, params.get('step')) : 'common';
  const go = useStepNavigation();

  // A new step takes the focus to the wizard's heading, so that a screen reader starts reading it.
  useEffect(() => {
    if (common.data || !installationId) heading.current?.focus();
  }, [step, installationId, common.data]);

  if (sessionStatus === 'loading')
    return (
      <p role="status" className="text-slate-500">
        {t('loading')}
      </p>
    );
  // The guard (lib/guards.ts) refuses the page to these roles with the access-denied popup; a session whose role changed meets this.
  if (!mayWork) return <ErrorPage title={tShell('accessDenied')} text={t('notAllowed')} />;
  if (installationId && !common.data) {
    return (
      <p role={common.isError ? 'alert' : 'status'} className="text-slate-600">
        {common.isError ? failureMessage(common.error) : t('loading')}
      </p>
    );
  }

  const { previous, next } = neighbours(kind, step);
  const saved = async (id: number, queued = false) => {
    if (queued) {
      // Kept on this device: the step counts as reached at once (the outbox's live list, `kept`, follows a moment later).
      queryClient.setQueryData(
        wizardKeys.step(id, 'common'),
        (known: typeof common.data) => known && { ...known, wizardStep: furthest(kind, known.wizardStep, step) },
      );
    } else {
      // What the steps read is stale now (a step shown again reads it afresh); `common` knows the step reached, the card the version.
      await queryClient.invalidateQueries({ queryKey: wizardKeys.installation(id), refetchType: 'none' });
      await queryClient.fetchQuery({ queryKey: wizardKeys.step(id, 'common'), queryFn: () => wizardApi.common(id) });
      if (site) await queryClient.invalidateQueries({ queryKey: installationKeys.card(site.userId, id) });
    }
    if (next) go(id, next);
    else router.push(pages.installation(id));
  };
  const back = () => installationId && previous && go(installationId, previous);
  const reached = common.data ? WIZARD_ORDER[kind].indexOf(wizardStep ?? 'common') + 1 : 0;
  const props = { kind, onBack: back };
  const onSaved = (queued: boolean) => site && saved(site.installationId, queued);
  // Offline: a new job's number comes from the server; the steps not kept on this device say they need the network.
  const offlineNote = online ? null : !installationId ? t('offline.newJob') : OFFLINE_STEPS.includes(step) ? t('offline.kept') : tShell('offline.needsNetwork');

  return (
    <main className="mx-auto max-w-3xl space-y-6 px-4 py-6 wide:py-10">
      <div className="space-y-4">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold outline-none wide:text-3xl">
          {t(kind === 'new' ? 'titleNew' : 'titleCompleted')}
        </h1>
        <StepIndicator kind={kind} current={step} installationId={installationId} reachable={reached} />
        {banner}
        {offlineNote && (
          <p role="status" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {offlineNote}
          </p>
        )}
        {site && (
          <PendingChanges
            userId={site.userId}
            installationId={site.installationId}
            onSynced={() =>
              // What the steps read and the job's version (the next step's If-Match) moved with the change sent.
              void Promise.all([
                queryClient.invalidateQueries({ queryKey: wizardKeys.installation(site.installationId) }),
                queryClient.invalidateQueries({ queryKey: installationKeys.card(site.userId, site.installationId) }),
              ])
            }
          />
        )}
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm wide:p-6">
        {step === 'common' && (
          <CommonStep kind={kind} common={common.data} prefill={installationId ? undefined : prefill} onCreated={onCreated} onSaved={saved} />
        )}
        {site && step === 'barcodes' && <BarcodesStep site={site} onSaved={onSaved} onBack={back} />}
        {site && common.data && step === 'installer' && <InstallerStep {...props} common={common.data} site={site} onSaved={onSaved} />}
        {site && step === 'address' && <AddressStep {...props} site={site} onSaved={onSaved} />}
        {common.data && step === 'products' && <ProductsStep common={common.data} onSaved={() => saved(common.data.id)} onBack={back} />}
        {site && step === 'details' && <DetailsStep {...props} site={site} onSaved={onSaved} />}
      </div>
    </main>
  );
}
