'use client';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { DialogButtons } from '@/components/ui/dialog-buttons';
import { ErrorAlert } from '@/components/ui/error-alert';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { adminUserRoleSchema, type AdminUser } from '@/contracts/admin';
import { ADMIN_DEALERS_PER_PAGE } from '@/contracts/constants';
import { apiFailure } from '@/lib/api/errors';
import { INPUT_DEBOUNCE_MS } from '@/lib/constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { UserRoleBody } from '../api/admin-api';
import { dealersQuery, useChangeUserRole, useOperatorId } from '../query';

type NewRole = UserRoleBody['role'];

/** Every role support may give: not its own (contracts/admin.ts `adminUserRoleSchema`). */
const assignable = adminUserRoleSchema.shape.role.options;
/** The roles that belong to a company: a deputy's or an assistant's must be named, an installer's may be none. */
const companyRoles: readonly string[] = ['DEALER_DEPUTY', 'DEALER_ASSISTANT', 'INSTALLER'];
const companyRequired: readonly string[] = ['DEALER_DEPUTY', 'DEALER_ASSISTANT'];

/** The body of PUT /admin/users/{id}/role: the company only with a role that belongs to one. */
const roleBodyOf = (role: NewRole, dealerId: string): UserRoleBody =>
  companyRoles.includes(role) ? { role, dealerId: dealerId ? Number(dealerId) : null } : { role };

/** The company picker: active companies found by name or code (GET /admin/dealers), the person's own kept as a choice. */
function CompanyPicker({
  role,
  value,
  current,
  error,
  onChange,
}: {
  role: NewRole;
  value: string;
  current: AdminUser['dealer'];
  error?: string;
  onChange: (dealerId: string) => void;
}) {
  const t = useTranslations('admin.role');
  const userId = useOperatorId();
  const [search, setSearch] = useState('');
  const typed = useDebouncedValue(search.trim(), INPUT_DEBOUNCE_MS);
  const found = useQuery(dealersQuery(userId, { page: 1, perPage: ADMIN_DEALERS_PER_PAGE, state: 'active', ...(typed ? { search: typed } : {}) }));
  const options = (found.data?.data ?? []).map((dealer) => ({ value: dealer.id, name: `${dealer.companyName} (${dealer.dealerCode})` }));
  // The chosen company stays a choice whatever the search finds, so that the select never silently changes it.
  const kept = [current, ...(found.data?.data ?? [])].find((dealer) => dealer && String(dealer.id) === value);
  if (kept && !options.some((option) => String(option.value) === value)) options.unshift({ value: kept.id, name: kept.companyName });
  const note = found.isPending ? t('companiesLoading') : found.isError ? t('companiesFailed') : options.length === 0 && typed ? t('noCompanies') : undefined;
  return (
    <div className="space-y-3">
      <TextField
        label={t('companySearch')}
        type="search"
        value={search}
        maxLength={100}
        placeholder={t('companySearchHint')}
        onChange={(event) => setSearch(event.target.value)}
      />
      <SelectField
        label={t('company')}
        placeholder={companyRequired.includes(role) ? t('chooseCompany') : t('noCompany')}
        value={value}
        options={options}
        error={error}
        hint={note && <span role="status">{note}</span>}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The form inside the dialog: mounted on opening, so that each opening starts from the person's role and company. */
function RoleForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const t = useTranslations('admin.role');
  const roles = useTranslations('auth.menu.roles');
  const change = useChangeUserRole(user.id);
  const [role, setRole] = useState<NewRole | ''>(user.role === 'ADMIN' ? '' : user.role);
  const [dealerId, setDealerId] = useState(user.dealer ? String(user.dealer.id) : '');
  const failure = change.error ? apiFailure(change.error) : null;
  const unchanged = role === user.role && (!companyRoles.includes(role) || dealerId === String(user.dealer?.id ?? ''));
  const ready = role !== '' && !unchanged && !(companyRequired.includes(role) && !dealerId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (role !== '' && ready) change.mutate(roleBodyOf(role, dealerId), { onSuccess: onClose });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-slate-700">{t('text')}</p>
      <SelectField
        label={t('role')}
        value={role}
        autoFocus
        options={assignable.map((name) => ({ value: name, name: roles(name) }))}
        error={failure?.fields.role}
        onChange={(event) => setRole(event.target.value as NewRole)}
      />
      {role !== '' && companyRoles.includes(role) && (
        <CompanyPicker role={role} value={dealerId} current={user.dealer} error={failure?.fields.dealerId} onChange={setDealerId} />
      )}
      <ErrorAlert message={failure && !failure.fields.role && !failure.fields.dealerId ? failure.message : undefined} />
      <DialogButtons cancel={t('cancel')} onCancel={onClose} submit={t('submit')} pending={change.isPending} disabled={!ready} />
    </form>
  );
}

/** "Change the role": any role but support's, with the company for a dealer's person or an installer; saying that the person signs in again. */
export function UserRoleDialog({ user, open, onClose }: { user: AdminUser; open: boolean; onClose: () => void }) {
  const t = useTranslations('admin.role');
  return (
    <Modal open={open} onClose={onClose} title={t('title', { name: `${user.name} ${user.lastname}` })}>
      <RoleForm user={user} onClose={onClose} />
    </Modal>
  );
}
