'use client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCertificationType } from '@/contracts/certification-catalog';
import { adminApi, type CertificationLevelBody, type CertificationTypeBody } from './api/admin-api';
import { adminKeys } from './keys';
import { useOperatorId } from './query';

/** The certification catalogue: every type with its terms and levels. */
export const certificationTypesQuery = (userId: number | undefined) =>
  queryOptions({ queryKey: adminKeys.certificationTypes(userId), queryFn: adminApi.certificationTypes, enabled: Boolean(userId) });

/** Every change answers the type as it now stands: the page shows it at once, and the log loads again when next shown. */
function useTypeChanged() {
  const queryClient = useQueryClient();
  const userId = useOperatorId();
  return (type: AdminCertificationType) => {
    queryClient.setQueryData(certificationTypesQuery(userId).queryKey, (types) => types?.map((t) => (t.id === type.id ? type : t)));
    void queryClient.invalidateQueries({ queryKey: adminKeys.audit(userId) });
  };
}

export function useUpdateCertificationType(id: number) {
  const changed = useTypeChanged();
  return useMutation({ mutationFn: (body: CertificationTypeBody) => adminApi.updateCertificationType(id, body), onSuccess: changed });
}

export function useCreateCertificationLevel(typeId: number) {
  const changed = useTypeChanged();
  return useMutation({ mutationFn: (body: CertificationLevelBody) => adminApi.createCertificationLevel(typeId, body), onSuccess: changed });
}

export function useRenameCertificationLevel(id: number) {
  const changed = useTypeChanged();
  return useMutation({ mutationFn: (body: CertificationLevelBody) => adminApi.renameCertificationLevel(id, body), onSuccess: changed });
}

export function useDeleteCertificationLevel() {
  const changed = useTypeChanged();
  return useMutation({ mutationFn: (id: number) => adminApi.deleteCertificationLevel(id), onSuccess: changed });
}
