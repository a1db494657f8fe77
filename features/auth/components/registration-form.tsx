'use client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { PhoneFormField } from '@/components/ui/phone-form-field';
import { TextField } from '@/components/ui/text-field';
import { submitHandler } from '@/lib/forms/server-errors';
import { generalError, submitDisabled, useFieldStatus } from '@/lib/forms/use-field-status';
import { DEFAULT_COUNTRY, phoneValue } from '@/lib/phone';
import { openModal } from '@/lib/stores/modal-store';
import { authApi } from '../api/auth-api';
import { authKeys } from '../keys';
import { registrationFormSchema, type RegistrationForm as Values } from '../schemas';
import { useAuthFlow } from '../stores/auth-flow';
import { RoleChooser } from './role-chooser';

const empty: Values = { name: '', lastname: '', phone: { country: DEFAULT_COUNTRY, text: '' }, email: '', roleId: null };

/** Registration tab (docs/api.md#authentication): name, lastname, phone, e-mail and a role; answers a regToken, then the code step. */
export function RegistrationForm() {
  const t = useTranslations('auth.registration');
  const form = useForm<Values>({
    resolver: zodResolver(registrationFormSchema),
    mode: 'onChange',
    defaultValues: useAuthFlow.getState().registration ?? empty,
  });
  const status = useFieldStatus(form);
  const register = useMutation({ mutationKey: authKeys.action('register'), mutationFn: authApi.register });
  const roleId = useWatch({ control: form.control, name: 'roleId' });
  // The button is enabled only once a role is chosen and the form is valid.
  const disabled = roleId === null || submitDisabled(form, register.isPending);

  const submit = async (values: Values) => {
    const { regToken } = await register.mutateAsync({ ...values, phone: phoneValue(values.phone), roleId: values.roleId! });
    useAuthFlow.getState().set({ registration: values, regToken, codeSentFor: null, resendAt: null });
    openModal('registrationCode');
  };

  return (
    <form className="space-y-4" noValidate onSubmit={submitHandler(form, submit)}>
      <div className="grid gap-4 wide:grid-cols-2">
        <TextField label={t('name')} autoComplete="given-name" maxLength={100} {...status('name')} {...form.register('name')} />
        <TextField label={t('lastname')} autoComplete="family-name" maxLength={100} {...status('lastname')} {...form.register('lastname')} />
      </div>
      <PhoneFormField control={form.control} name="phone" label={t('phone')} {...status('phone')} />
      <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" maxLength={254} {...status('email')} {...form.register('email')} />
      <Controller
        control={form.control}
        name="roleId"
        render={({ field }) => <RoleChooser value={field.value} onChange={(id) => field.onChange(id)} error={status('roleId').error} />}
      />
      <ErrorAlert message={generalError(form)} />
      <Button type="submit" className="w-full" disabled={disabled} loading={register.isPending}>
        {t('submit')}
      </Button>
    </form>
  );
}
