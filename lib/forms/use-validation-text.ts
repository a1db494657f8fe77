'use client';
import { useTranslations, type Messages } from 'next-intl';
import { useCallback } from 'react';
import { decodeValidationMessage } from '@/contracts/validation';

/**
 * Translates a zod message key of the contracts (`minLength?minimum=8`) with the `validation`
 * namespace. Texts that are not keys (the API's localised 422 messages) pass through unchanged.
 */
export function useValidationText() {
  const t = useTranslations('validation');
  return useCallback(
    (message: string | undefined) => {
      if (!message) return undefined;
      const { key, values } = decodeValidationMessage(message);
      // Any text can arrive here; `t.has` tells a key from a text the API already translated.
      const known = key as keyof Messages['validation'];
      return t.has(known) ? t(known, values) : message;
    },
    [t],
  );
}
