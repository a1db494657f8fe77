import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '@/contracts/auth';
import { personDetailsFormSchema } from '@/lib/forms/person-details';
import { phoneFieldSchema } from '@/lib/phone-field-schema';

/**
 * Form schemas built from the contracts: the phone is the phone input's value (country + text,
 * sent as `phoneValue`); the rest are the API's own rules.
 */
export const signInFormSchema = z.object({
  phone: phoneFieldSchema,
  // Required, at least 8 characters (every password is set with that minimum: docs/api.md#authentication).
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const registrationFormSchema = personDetailsFormSchema.extend({
  roleId: z
    .number()
    .int()
    .positive()
    .nullable()
    .refine((v) => v != null && v > 0, { message: 'required' }),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;
/** The registration an invitation link opened: the role is the invitation's (docs/decisions/0040-invitation-links.md). */
export const invitedRegistrationFormSchema = registrationFormSchema.extend({ roleId: z.number().int().positive().nullable() });

export const phoneFormSchema = z.object({ phone: phoneFieldSchema });
export type PhoneForm = z.infer<typeof phoneFormSchema>;
