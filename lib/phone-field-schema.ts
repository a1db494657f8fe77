import { isSupportedCountry, type CountryCode } from 'libphonenumber-js';
import { z } from 'zod';
import { messageKey } from '@/contracts/validation';
import { isValidNational, PHONE_TEXT_MAX, PHONE_TEXT_MIN } from './phone';

/**
 * A phone field: required, at least 6 characters, valid for the selected country. Apart from lib/phone.ts, whose
 * formatting the lists and cards load with the page, so that zod comes with the forms only.
 */
export const phoneFieldSchema = z
  .object({ country: z.custom<CountryCode>((v) => typeof v === 'string' && isSupportedCountry(v)), text: z.string() })
  .superRefine((field, ctx) => {
    const text = field.text.trim();
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: [] });
    if (!text) return issue('required');
    if (text.length < PHONE_TEXT_MIN) return issue(messageKey('minLength', { minimum: PHONE_TEXT_MIN }));
    if (field.text.length > PHONE_TEXT_MAX) return issue(messageKey('maxLength', { maximum: PHONE_TEXT_MAX }));
    if (!isValidNational(field)) issue(messageKey('phoneInvalid'));
  });
