'use client';
import { useLocale } from 'next-intl';
import { enUS, pl, uk } from 'react-day-picker/locale';
import type { Lang } from '@/contracts/common';

const locales = { uk, en: enUS, pl } as const;

/** DayPicker's locale (month and weekday names, its own aria labels) for the page's language. */
export const useDayPickerLocale = () => locales[useLocale() as Lang] ?? uk;
