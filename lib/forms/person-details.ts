import type { z } from 'zod';
import { personDetailsSchema } from '@/contracts/auth';
import { phoneFieldSchema } from '@/lib/phone-field-schema';

/** The person-details form of registration and the profile: the contract's rules, the phone as the phone input holds it (sent as `phoneValue`). */
export const personDetailsFormSchema = personDetailsSchema.extend({ phone: phoneFieldSchema });
export type PersonDetailsForm = z.infer<typeof personDetailsFormSchema>;
