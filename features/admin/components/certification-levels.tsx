'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorAlert } from '@/components/ui/error-alert';
import { certificationLevelBodySchema, type AdminCertificationLevel, type AdminCertificationType, type LocalizedName } from '@/contracts/certification-catalog';
import type { Lang } from '@/contracts/common';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { useCreateCertificationLevel, useDeleteCertificationLevel, useRenameCertificationLevel } from '../certification-query';
import { LocalizedNameFields } from './localized-name-fields';

type Values = { name: LocalizedName };
const EMPTY: LocalizedName = { uk: '', en: '', pl: '' };
const trimmed = (name: LocalizedName): LocalizedName => ({ uk: name.uk.trim(), en: name.en.trim(), pl: name.pl.trim() });

/** A level's name in the three languages: a new level's (emptied after it is added) or a renamed one's. */
function LevelNameForm({
  label,
  submitLabel,
  initial,
  submit,
  pending,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial: LocalizedName;
  submit: (name: LocalizedName) => Promise<unknown>;
  pending: boolean;
  onCancel?: () => void;
}) {
  const t = useTranslations('admin.certifications');
  const form = useForm<Values>({ resolver: zodResolver(certificationLevelBodySchema), mode: 'onChange', defaultValues: { name: initial } });
  const status = useFieldStatus(form);
  return (
    <form
      noValidate
      aria-label={label}
      className="space-y-3"
      onSubmit={submitHandler(form, async ({ name }) => {
        await submit(trimmed(name));
        form.reset({ name: onCancel ? name : EMPTY });
      })}
    >
      <LocalizedNameFields form={form} status={status} />
      <ErrorAlert message={generalError(form)} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={submitDisabled(form, pending) || !form.formState.isDirty} loading={pending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

function LevelItem({ level, typeName }: { level: AdminCertificationLevel; typeName: string }) {
  const t = useTranslations('admin.certifications');
  const lang = useLocale() as Lang;
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const rename = useRenameCertificationLevel(level.id);
  const remove = useDeleteCertificationLevel();
  const name = level.name[lang];
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="certification-level">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-900">
          <span className="font-semibold">{t('rank', { rank: level.rank })}</span> · {name}
          <span className="ml-2 text-sm text-slate-500">{t('held', { count: level.certificationsCount })}</span>
        </p>
        {!renaming && (
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setRenaming(true)} aria-label={t('renameLevel', { name })}>
              {t('rename')}
            </Button>
            {level.certificationsCount === 0 && (
              <Button variant="ghost" onClick={() => setRemoving(true)} aria-label={t('removeLevel', { name })}>
                {t('remove')}
              </Button>
            )}
          </div>
        )}
      </div>
      {renaming && (
        <div className="mt-3">
          <LevelNameForm
            label={t('renameLevel', { name })}
            submitLabel={t('saveLevel')}
            initial={level.name}
            pending={rename.isPending}
            submit={async (next) => {
              await rename.mutateAsync({ name: next });
              setRenaming(false);
            }}
            onCancel={() => setRenaming(false)}
          />
        </div>
      )}
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        title={t('removeTitle', { name })}
        text={t('removeText', { name, type: typeName })}
        confirm={t('remove')}
        onConfirm={() => remove.mutateAsync(level.id)}
      />
    </li>
  );
}

/** A type's levels in order: each renamed, or removed while nobody holds it; a new one added after the last. */
export function CertificationLevels({ type }: { type: AdminCertificationType }) {
  const t = useTranslations('admin.certifications');
  const lang = useLocale() as Lang;
  const create = useCreateCertificationLevel(type.id);
  return (
    <div className="space-y-3">
      <h3 className="font-semibold text-slate-900">{t('levels')}</h3>
      <ol className="space-y-2" aria-label={t('levelsOf', { type: type.name[lang] })}>
        {type.levels.map((level) => (
          <LevelItem key={level.id} level={level} typeName={type.name[lang]} />
        ))}
      </ol>
      <details className="rounded-xl bg-slate-50 p-3">
        <summary className="cursor-pointer font-semibold text-brand-700">{t('addLevel')}</summary>
        <div className="mt-3">
          <LevelNameForm
            label={t('addLevel')}
            submitLabel={t('addSubmit')}
            initial={EMPTY}
            pending={create.isPending}
            submit={(name) => create.mutateAsync({ name })}
          />
        </div>
      </details>
    </div>
  );
}
