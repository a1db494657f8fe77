import type { z } from 'zod';
import type { installationCommonSchema } from '@/contracts/installations';

/** The component tests' draft: job 5, one outdoor unit, at its first step (GET …/common as the API answers it). */
export const draftCommon: z.infer<typeof installationCommonSchema> = {
  id: 5,
  severalBlocks: false,
  indoorBlocksCount: 0,
  outdoorBlocksCount: 1,
  workOrderType: 'INSTALLATION',
  certificationTypeId: 1,
  archived: false,
  workDoneOn: null,
  code: 'DRAFT',
  client: { id: 1, fullName: 'Олена Коваленко', phone: '380500000001' },
  wizardStep: 'common',
};
