'use client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FieldStatusIcon, inputClass } from '@/components/ui/field-status-icon';
import { fieldNoteId, FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { apiFailure } from '@/lib/api/errors';
import { installersApi } from '../api/installers-api';
import { DEALER_CODE_MIN } from '@/contracts/dealers';
import { isLookupLength } from '../dealer-code';
import { installerKeys } from '../keys';

type Values = { dealerCode: string; name: string; regionId: string; certificationTypeId: string; lastJobLicense: string };
const empty: Values = { dealerCode: '', name: '', regionId: '', certificationTypeId: '', lastJobLicense: '' };

/** Which field a refusal's key belongs under (request errors attach to the identifier and the supplier). */
const fieldOf: Record<string, keyof Values> = {
  dealerCode: 'dealerCode',
  dealer: 'dealerCode',
  name: 'name',
  regionId: 'regionId',
  certificationTypeId: 'certificationTypeId',
  level: 'certificationTypeId',
  lastJobLicense: 'lastJobLicense',
};

/**
 * The installer apply dialog (docs/domain.md#requests-to-a-dealer): the dealer's identifier (EDRPOU
 * or tax number; at exactly 8 or 10 characters the dealer's name is looked up and shown, its errors under the
 * identifier), the supplier, the region, the certification type and an optional licence of the last job.
 * The button is enabled only when identifier (8 or more characters), supplier, region and type are filled.
 */
export function InstallerApplyDialog({ open, onClose, onSent }: { open: boolean; onClose: () => void; onSent: () => void }) {
  const t = useTranslations('installers.apply');
  const ids = { dealerCode: useId(), name: useId(), regionId: useId(), certificationTypeId: useId(), lastJobLicense: useId() };
  const [values, setValues] = useState<Values>(empty);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [general, setGeneral] = useState<string>();

  const options = useQuery({ queryKey: installerKeys.requestOptions, queryFn: installersApi.requestOptions, enabled: open });
  const code = values.dealerCode.trim();
  const lookup = useQuery({
    queryKey: installerKeys.dealerLookup(code),
    queryFn: () => installersApi.lookupDealer(code),
    enabled: open && isLookupLength(code),
    retry: false,
    staleTime: 60_000,
  });

  const send = useMutation({
    mutationFn: () =>
      installersApi.applyAsInstaller({
        dealerCode: code,
        name: values.name.trim(),
        regionId: Number(values.regionId),
        certificationTypeId: Number(values.certificationTypeId),
        ...(values.lastJobLicense.trim() ? { lastJobLicense: values.lastJobLicense.trim() } : {}),
      }),
    onMutate: () => {
      setServerErrors({});
      setGeneral(undefined);
    },
    onSuccess: () => {
      setValues(empty);
      onSent();
    },
    onError: (error) => {
      const failure = apiFailure(error);
      const placed: Partial<Record<keyof Values, string>> = {};
      let unplaced: string | undefined;
      for (const [key, message] of Object.entries(failure.fields)) {
        const field = fieldOf[key];
        if (field) placed[field] ??= message;
        else unplaced ??= message;
      }
      setServerErrors(placed);
      if (unplaced || Object.keys(placed).length === 0) setGeneral(unplaced ?? failure.message);
    },
  });

  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setServerErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const lookupError = lookup.isError ? (apiFailure(lookup.error).fields.dealerCode ?? apiFailure(lookup.error).message) : undefined;
  const tooShort = code.length > 0 && code.length < DEALER_CODE_MIN ? t('dealerCodeTooShort', { min: DEALER_CODE_MIN }) : undefined;
  const errors = { ...serverErrors, dealerCode: serverErrors.dealerCode ?? lookupError };
  const dealerName = lookup.data?.dealerName;
  const codeHint = lookup.isFetching ? t('dealerLookingUp') : dealerName ? t('dealerFound', { name: dealerName }) : t('dealerCodeHint');
  const filled = code.length >= DEALER_CODE_MIN && values.name.trim() !== '' && values.regionId !== '' && values.certificationTypeId !== '';

  const close = () => {
    setServerErrors({});
    setGeneral(undefined);
    onClose();
  };

  const input = (field: keyof Values, error?: string, hint?: string) => ({
    id: ids[field],
    value: values[field],
    onChange: set(field),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': fieldNoteId(ids[field], { error, hint }),
  });

  return (
    <Modal open={open} onClose={close} title={t('title')}>
      <form
        className="space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (filled && !send.isPending) send.mutate();
        }}
      >
        <p className="text-sm text-slate-600">{t('intro')}</p>
        <FormField id={ids.dealerCode} label={t('dealerCode')} error={errors.dealerCode ?? tooShort} hint={codeHint}>
          <div className="relative">
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              maxLength={10}
              {...input('dealerCode', errors.dealerCode ?? tooShort, codeHint)}
              className={`${inputClass(errors.dealerCode ?? tooShort)} pr-10`}
            />
            <FieldStatusIcon error={Boolean(errors.dealerCode)} valid={Boolean(dealerName) && !errors.dealerCode} />
          </div>
        </FormField>
        <FormField id={ids.name} label={t('supplier')} error={errors.name} hint={t('supplierHint')}>
          <input type="text" maxLength={255} {...input('name', errors.name, t('supplierHint'))} className={inputClass(errors.name)} />
        </FormField>
        <FormField id={ids.regionId} label={t('region')} error={errors.regionId}>
          <select {...input('regionId', errors.regionId)} disabled={!options.data} className={inputClass(errors.regionId)}>
            <option value="">{options.isPending ? t('loadingOptions') : t('choose')}</option>
            {options.data?.regions.map((region) => (
              <option key={region.id} value={region.id}>
                {region.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={ids.certificationTypeId} label={t('certificationType')} error={errors.certificationTypeId}>
          <select {...input('certificationTypeId', errors.certificationTypeId)} disabled={!options.data} className={inputClass(errors.certificationTypeId)}>
            <option value="">{options.isPending ? t('loadingOptions') : t('choose')}</option>
            {options.data?.certificationTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={ids.lastJobLicense} label={t('lastJobLicense')} error={errors.lastJobLicense} hint={t('lastJobLicenseHint')}>
          <input
            type="text"
            maxLength={255}
            {...input('lastJobLicense', errors.lastJobLicense, t('lastJobLicenseHint'))}
            className={inputClass(errors.lastJobLicense)}
          />
        </FormField>
        {options.isError && <ErrorAlert message={t('optionsFailed')} />}
        <ErrorAlert message={general} />
        <div className="flex gap-3">
          <Button variant="secondary" className="flex-1" onClick={close}>
            {t('cancel')}
          </Button>
          <Button type="submit" className="flex-1" disabled={!filled} loading={send.isPending}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
