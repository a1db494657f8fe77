'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PhoneFormField } from '@/components/ui/phone-form-field';
import { TextField } from '@/components/ui/text-field';
import type { AdminDealer } from '@/contracts/admin';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { phoneValue } from '@/lib/phone';
import { emptyPhone, inviteFormSchema, type InviteForm as Values } from '../forms';
import { useInvitePerson } from '../query';

const roles = inviteFormSchema.shape.role.options;
const empty = (): Values => ({ name: '', lastname: '', phone: emptyPhone(), role: '' as never });

/** Invites a deputy or an assistant by SMS: they register with that phone and keep the role. */
export function InviteForm({ dealer }: { dealer: AdminDealer }) {
  const t = useTranslations('admin.invite');
  const form = useForm<Values>({ resolver: zodResolver(inviteFormSchema), mode: 'onChange', defaultValues: empty() });
  const status = useFieldStatus(form);
  const invite = useInvitePerson(dealer.id);
  const [invited, setInvited] = useState<string | null>(null);

  const submit = async (values: Values) => {
    setInvited(null);
    await invite.mutateAsync({ name: values.name.trim(), lastname: values.lastname.trim(), phone: phoneValue(values.phone), role: values.role });
    form.reset(empty());
    setInvited(`${values.name.trim()} ${values.lastname.trim()}`);
  };
  const roleError = status('role').error;
  const roleErrorId = useId();

  return (
    <section aria-labelledby="company-invite" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="company-invite" className="text-lg font-semibold text-slate-900">
        {t('title')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-600">{t('text')}</p>
      <form noValidate onSubmit={submitHandler(form, submit)} className="space-y-4">
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <fieldset aria-describedby={roleError ? roleErrorId : undefined}>
              <legend className="mb-1 text-sm font-medium text-slate-700">{t('role')}</legend>
              <div className="flex flex-wrap gap-x-6 gap-y-2">
                {roles.map((role) => (
                  <label key={role} className="flex min-h-11 items-center gap-2 text-slate-800">
                    <input
                      type="radio"
                      name={field.name}
                      value={role}
                      checked={field.value === role}
                      onChange={() => field.onChange(role)}
                      onBlur={field.onBlur}
                      className="size-4 accent-brand-600"
                    />
                    {t(`roles.${role}`)}
                  </label>
                ))}
              </div>
              {roleError && (
                <p id={roleErrorId} className="mt-1 text-sm text-red-600">
                  {roleError}
                </p>
              )}
            </fieldset>
          )}
        />
        <div className="grid gap-4 wide:grid-cols-2">
          <TextField label={t('name')} autoComplete="off" maxLength={100} {...status('name')} {...form.register('name')} />
          <TextField label={t('lastname')} autoComplete="off" maxLength={100} {...status('lastname')} {...form.register('lastname')} />
        </div>
        <PhoneFormField control={form.control} name="phone" label={t('phone')} {...status('phone')} />
        <ErrorAlert message={generalError(form)} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={submitDisabled(form, invite.isPending)} loading={invite.isPending}>
            {t('submit')}
          </Button>
          <p role="status" className="text-sm text-emerald-700">
            {invited ? t('sent', { name: invited }) : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
