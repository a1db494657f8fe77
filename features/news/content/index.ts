import { localized } from '@/lib/localized';
import { en } from './en';
import { pl } from './pl';
import { uk } from './uk';

export const newsTexts = (locale: string) => localized({ uk, en, pl }, locale);
