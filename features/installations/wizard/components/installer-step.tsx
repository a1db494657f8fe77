'use client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect, useState, type FormEvent } from 'react';
import { PhoneInput } from '@/components/ui/phone-input';
import { isDealerRole } from '@/contracts/constants';
import type { installationCommonSchema } from '@/contracts/installations';
import { apiFailure, failureMessage } from '@/lib/api/errors';
import { INPUT_DEBOUNCE_MS } from '@/lib/constants';
import { useOnline } from '@/lib/offline/use-online';
import { displayPhone, phoneFieldOf, phoneValue, type PhoneField } from '@/lib/phone';
import { phoneFieldSchema } from '@/lib/phone-field-schema';
import { useSignedInUser } from '@/lib/session/signed-in-user';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { z } from 'zod';
import { wizardApi, wizardKeys, type StepSite } from '../api';
import type { WizardKind } from '../constants';
import { SearchCombobox } from '@/components/ui/search-combobox';
import { StepNav } from './step-nav';

type Common = z.infer<typeof installationCommonSchema>;
type Chosen = { id: number; fullName: string; phone?: string | null };
/** `onSaved(queued)`: true when the choice was kept on this device to be sent when the network returns. */
type StepProps = { kind: WizardKind; common: Common; site: StepSite; onSaved: (queued: boolean) => void; onBack: () => void };

/** The certification warning (spec: "optionally after a certification warning check"): said, not blocking. */
function CertificationWarning({ warning }: { warning: string | null | undefined }) {
  const t = useTranslations('installations.wizard.installer');
  if (!warning) return null;
  return (
    <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{t('warningTitle')}</p>
      <p>{warning}</p>
    </div>
  );
}

/**
 * Step "installer" (PUT …/installer): an installer does the job themself (with the warning of
 * POST /web/installers/certification-types/check); a dealer chooses one of its installers from a
 * searchable list and sees POST /web/dealers/certification-types/check's warning before confirming;
 * an administrator finds the installer by phone (GET /web/installers/name). Without a network the choice at hand (the
 * installer themself, the one saved) is kept on this device; the searches and the certification check need it.
 */
export function InstallerStep({ kind, common, site, onSaved, onBack }: StepProps) {
  const t = useTranslations('installations.wizard.installer');
  const tOffline = useTranslations('installations.wizard.offline');
  const online = useOnline();
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  const role = user?.role.name;
  const isDealer = role !== undefined && isDealerRole(role);
  const saved = useQuery({ queryKey: wizardKeys.step(common.id, 'installer'), queryFn: () => wizardApi.installer(common.id) });
  const [picked, setPicked] = useState<Chosen | null>(null);
  const savedChoice: Chosen | null = saved.data?.installerId
    ? { id: saved.data.installerId, fullName: saved.data.installerFullName ?? '', phone: saved.data.installerPhone }
    : null;
  const self: Chosen | null = role === 'INSTALLER' && user ? { id: user.id, fullName: `${user.name} ${user.lastname}`, phone: user.phone } : null;
  const chosen = self ?? picked ?? savedChoice;

  const ownCheck = useQuery({
    queryKey: [...wizardKeys.step(common.id, 'installerCheck'), common.certificationTypeId, common.workOrderType],
    queryFn: () => wizardApi.installerCheck(common.certificationTypeId, common.workOrderType),
    enabled: role === 'INSTALLER' && online,
  });
  const dealerCheck = useQuery({
    queryKey: [...wizardKeys.step(common.id, 'dealerCheck'), chosen?.id],
    queryFn: () => wizardApi.dealerCheck(chosen!.id, common.id),
    enabled: isDealer && Boolean(chosen) && online,
  });
  const check = role === 'INSTALLER' ? ownCheck : dealerCheck;

  const save = useMutation({
    mutationFn: async (installer: Chosen) => {
      const result = await wizardApi.putInstaller(kind, site, installer.id);
      // Kept on this device: the step shown again shows the choice waiting to be sent.
      if (result.queued)
        queryClient.setQueryData(wizardKeys.step(common.id, 'installer'), {
          installerId: installer.id,
          installerFullName: installer.fullName,
          installerPhone: installer.phone ?? null,
        });
      return result;
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    await save.mutateAsync(chosen).then(
      (result) => onSaved(result.queued),
      () => undefined,
    );
  };
  const refusal = save.error ? apiFailure(save.error) : undefined;

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      {saved.isPending ? (
        <p role="status" className="text-sm text-slate-500">
          {t('loading')}
        </p>
      ) : self ? (
        <p className="rounded-xl bg-slate-50 px-4 py-3">
          {t('yourself')}: <strong>{self.fullName}</strong>
        </p>
      ) : isDealer ? (
        <DealerInstallerSelect installationId={common.id} value={chosen} onChange={setPicked} error={refusal?.fields.installerId} />
      ) : (
        <InstallerByPhone value={chosen} onChange={setPicked} error={refusal?.fields.installerId} />
      )}
      {chosen && !self && (
        <p className="text-sm text-slate-600">
          {t('chosen')}: <strong>{chosen.fullName}</strong>
          {chosen.phone ? `, ${displayPhone(chosen.phone)}` : ''}
        </p>
      )}
      {!online && <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-800">{tOffline('installer')}</p>}
      {check.isFetching ? (
        <p role="status" className="text-sm text-slate-500">
          {t('checking')}
        </p>
      ) : (
        <CertificationWarning warning={check.data?.warning} />
      )}
      {check.isError && (
        <p role="alert" className="text-sm text-red-600">
          {failureMessage(check.error)}
        </p>
      )}
      <StepNav
        onBack={onBack}
        disabled={!chosen || check.isFetching}
        pending={save.isPending}
        error={refusal && !refusal.fields.installerId ? refusal.message : undefined}
      />
    </form>
  );
}

/** A dealer's installers (GET /web/dealers/installers), searched and scrolled in pages. */
function DealerInstallerSelect({
  installationId,
  value,
  onChange,
  error,
}: {
  installationId: number;
  value: Chosen | null;
  onChange: (value: Chosen | null) => void;
  error?: string;
}) {
  const t = useTranslations('installations.wizard.installer');
  return (
    <SearchCombobox<Chosen>
      label={t('choose')}
      value={value}
      onChange={onChange}
      display={(option) => option.fullName}
      optionKey={(option) => option.id}
      renderOption={(option) => (
        <span className="flex flex-col">
          <span>{option.fullName}</span>
          {option.phone && <span className="text-xs text-slate-500">{displayPhone(option.phone)}</span>}
        </span>
      )}
      queryKey={(search) => wizardKeys.dealerInstallers(installationId, search)}
      fetchPage={async (search, page) => {
        const answer = await wizardApi.dealerInstallers({ page, ...(search ? { search } : {}) });
        return { items: answer.data, hasMore: answer.currentPage < answer.lastPage };
      }}
      emptyText={t('noInstallers')}
      error={error}
    />
  );
}

/** An installer found by phone (GET /web/installers/name): the administrator's way to choose one. */
function InstallerByPhone({ value, onChange, error }: { value: Chosen | null; onChange: (value: Chosen | null) => void; error?: string }) {
  const t = useTranslations('installations.wizard.installer');
  const [phone, setPhone] = useState<PhoneField>(() => phoneFieldOf(value?.phone));
  const valid = phoneFieldSchema.safeParse(phone).success ? phoneValue(phone) : '';
  const lookedUp = useDebouncedValue(valid, INPUT_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: wizardKeys.installerName(lookedUp),
    queryFn: () => wizardApi.installerName(lookedUp),
    enabled: Boolean(lookedUp) && lookedUp === valid,
  });
  const answer = lookedUp === valid ? found.data : undefined;
  useEffect(() => {
    if (answer) onChange(answer.installerId ? { id: answer.installerId, fullName: answer.installerFullName ?? '', phone: lookedUp } : null);
  }, [answer, lookedUp, onChange]);
  const note = found.isFetching
    ? t('lookingUp')
    : found.isError
      ? failureMessage(found.error)
      : found.data && !found.data.installerId
        ? t('notFound')
        : undefined;
  return (
    <div className="space-y-2">
      <PhoneInput name="installerPhone" label={t('installerPhone')} value={phone} onChange={setPhone} error={error} valid={Boolean(value)} />
      <p role="status" className="min-h-5 text-sm text-slate-600">
        {note}
      </p>
    </div>
  );
}
