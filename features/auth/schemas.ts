import { z } from 'zod';
import { emailSchema, PASSWORD_MAX, PASSWORD_MIN, personNameSchema } from '@/contracts/auth';
import { phoneFieldSchema } from '@/lib/phone';

/**
 * Form schemas built from the contracts: the phone is the phone input's value (country + text,
 * sent as `phoneValue`); the rest are the API's own rules.
 */
export const signInFormSchema = z.object({
  phone: phoneFieldSchema,
  // Spec section 5: "authPassword: required; at least 8 characters" (every password is set with that minimum).
  password: z.string().min(PASSWORD_MIN).max(PASSWORD_MAX),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

export const registrationFormSchema = z.object({
  name: personNameSchema,
  lastname: personNameSchema,
  phone: phoneFieldSchema,
  email: emailSchema,
  roleId: z.number().int().positive().nullable().refine((v) => v != null && v > 0, { message: 'required' }),
});
export type RegistrationForm = z.infer<typeof registrationFormSchema>;

export const phoneFormSchema = z.object({ phone: phoneFieldSchema });
export type PhoneForm = z.infer<typeof phoneFormSchema>;
