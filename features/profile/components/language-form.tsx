'use client';
import { Field, Label, Radio, RadioGroup } from '@headlessui/react';
import { useMutation } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { locales, type Lang } from '@/contracts/common';
import { usePathname, useRouter } from '@/i18n/navigation';
import { failureMessage } from '@/lib/api/errors';
import { profileCache } from '@/lib/session/profile-cache';
import { useSessionStore } from '@/lib/session/session-store';
import { profileApi } from '../api/profile-api';
import { profileKeys } from '../keys';

/** Native names: a language is found by the people who read it. */
const names: Record<Lang, string> = { uk: 'Українська', en: 'English', pl: 'Polski' };

/** Interface language: saved to the profile (PUT /web/profile/language), then the page switches to it. */
export function LanguageForm() {
  const t = useTranslations('profile.language');
  const current = useLocale() as Lang;
  const router = useRouter();
  const pathname = usePathname();
  const save = useMutation({
    mutationKey: profileKeys.action('setLanguage'),
    mutationFn: profileApi.setLanguage,
    onSuccess: (_saved, lang) => {
      const user = useSessionStore.getState().user;
      if (user) profileCache.write({ ...user, language: lang });
      router.replace(`${pathname}${location.search}`, { locale: lang });
    },
  });
  const error = failureMessage(save.error);

  const choose = (lang: Lang) => {
    if (lang !== current) save.mutate(lang);
  };

  return (
    <div>
      <RadioGroup value={current} onChange={choose} aria-label={t('label')} disabled={save.isPending} className="flex flex-wrap gap-2">
        {locales.map((lang) => (
          <Field key={lang}>
            <Radio
              value={lang}
              lang={lang}
              className="flex min-h-11 cursor-pointer items-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 focus:outline-2 focus:outline-brand-600 data-checked:border-brand-600 data-checked:bg-brand-50 data-checked:text-brand-700 data-disabled:opacity-60"
            >
              <Label className="cursor-pointer">{names[lang]}</Label>
            </Radio>
          </Field>
        ))}
      </RadioGroup>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
