import { localized } from '@/lib/localized';
import { en } from './en';
import { pl } from './pl';
import { uk } from './uk';

export const privacyContent = (locale: string) => localized({ uk, en, pl }, locale);
