'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PhoneFormField } from '@/components/ui/phone-form-field';
import { TextField } from '@/components/ui/text-field';
import type { Invitation } from '@/contracts/auth';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { DEFAULT_COUNTRY, displayPhone, phoneFieldOf, phoneValue } from '@/lib/phone';
import { openModal } from '@/lib/stores/modal-store';
import { authApi } from '../api/auth-api';
import { authKeys } from '../keys';
import { invitedRegistrationFormSchema, registrationFormSchema, type RegistrationForm as Values } from '../schemas';
import { useAuthFlow } from '../stores/auth-flow';
import { RoleChooser } from './role-chooser';

const empty: Values = { name: '', lastname: '', phone: { country: DEFAULT_COUNTRY, text: '' }, email: '', roleId: null };

/** Who an invitation names, in place of the role chooser: the role and company are the invitation's, the phone its own. */
function InvitationNote({ invitation }: { invitation: Invitation }) {
  const t = useTranslations('auth.registration');
  const roles = useTranslations('auth.menu.roles');
  return (
    <p role="note" className="rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900" data-testid="invitation">
      {invitation.company
        ? t('invitedTo', { role: roles(invitation.role), company: invitation.company, phone: displayPhone(invitation.phone) })
        : t('invited', { role: roles(invitation.role), phone: displayPhone(invitation.phone) })}
    </p>
  );
}

/**
 * Registration tab (docs/api.md#authentication): name, lastname, phone, e-mail and a role; answers a regToken, then the
 * code step. Opened from an invitation link (docs/decisions/0040-invitation-links.md), it is filled from the invitation
 * and asks for no phone or role: those are the invitation's.
 */
export function RegistrationForm() {
  const t = useTranslations('auth.registration');
  const token = useAuthFlow((s) => s.invitation);
  const invitation = useQuery({ queryKey: authKeys.invitation(token ?? ''), queryFn: () => authApi.invitation(token!), enabled: Boolean(token), retry: false });
  const invited = token ? invitation.data : undefined;
  const form = useForm<Values>({
    resolver: zodResolver(invited ? invitedRegistrationFormSchema : registrationFormSchema),
    mode: 'onChange',
    defaultValues: useAuthFlow.getState().registration ?? empty,
  });
  const status = useFieldStatus(form);
  const register = useMutation({ mutationKey: authKeys.action('register'), mutationFn: authApi.register });
  const roleId = useWatch({ control: form.control, name: 'roleId' });

  // The invitation's person, once: what they type afterwards is theirs (a draft back from the code step is kept).
  useEffect(() => {
    if (!invited || useAuthFlow.getState().registration) return;
    form.reset({ ...form.getValues(), name: invited.name, lastname: invited.lastname, phone: phoneFieldOf(invited.phone) }, { keepDefaultValues: true });
    void form.trigger(['name', 'lastname', 'phone']);
  }, [invited, form]);

  // The button is enabled only once a role is chosen (or the invitation gives it) and the form is valid.
  const disabled = (!invited && roleId === null) || submitDisabled(form, register.isPending) || (Boolean(token) && invitation.isPending);

  const submit = async (values: Values) => {
    const body = invited
      ? { name: values.name, lastname: values.lastname, email: values.email, phone: invited.phone, invitation: token! }
      : { ...values, phone: phoneValue(values.phone), roleId: values.roleId! };
    const { regToken } = await register.mutateAsync(body);
    useAuthFlow.getState().set({ registration: values, regToken, codeSentFor: null, resendAt: null });
    openModal('registrationCode');
  };

  return (
    <form className="space-y-4" noValidate onSubmit={submitHandler(form, submit)}>
      {invited && <InvitationNote invitation={invited} />}
      {token && invitation.isError && (
        <p role="alert" className="rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t('invitationGone')}
        </p>
      )}
      <div className="grid gap-4 wide:grid-cols-2">
        <TextField label={t('name')} autoComplete="given-name" maxLength={100} {...status('name')} {...form.register('name')} />
        <TextField label={t('lastname')} autoComplete="family-name" maxLength={100} {...status('lastname')} {...form.register('lastname')} />
      </div>
      {!invited && <PhoneFormField control={form.control} name="phone" label={t('phone')} {...status('phone')} />}
      <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} {...status('email')} {...form.register('email')} />
      {!invited && (
        <Controller
          control={form.control}
          name="roleId"
          render={({ field }) => <RoleChooser value={field.value} onChange={(id) => field.onChange(id)} error={status('roleId').error} />}
        />
      )}
      <ErrorAlert message={generalError(form)} />
      <Button type="submit" className="w-full" disabled={disabled} loading={register.isPending}>
        {t('submit')}
      </Button>
    </form>
  );
}
