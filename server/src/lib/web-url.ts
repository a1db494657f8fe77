import { localePath } from '../../../contracts/pages';

/** The address of a web page in a language (the default language has no prefix), for a link the API sends or prints. */
export const webPageUrl = (webUrl: string, lang: string, path: string) => `${webUrl.replace(/\/$/, '')}${localePath(lang, path)}`;
