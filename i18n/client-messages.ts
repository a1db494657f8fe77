import 'server-only';
import type { AbstractIntlMessages } from 'next-intl';
import { getMessages } from 'next-intl/server';

/**
 * What browser components of every page translate: the shell, the forms and dialogs any page can open
 * (sign-in, the phone confirmation, the grading an installation's client is asked for anywhere), the catalogue controls. Texts only server components use (pages,
 * meta, the API's own) stay on the server; a section that needs more adds it with `clientMessages`.
 */
const SHARED = ['validation', 'common', 'shell', 'pagination', 'catalog', 'search', 'favorites', 'ui', 'auth', 'profile.phoneConfirm', 'installations.grading'];

/** The messages at the given paths ('pages.place' takes that subtree only), merged into one object. */
function pick(messages: AbstractIntlMessages, paths: string[]): AbstractIntlMessages {
  const picked: AbstractIntlMessages = {};
  // A path inside another one asked for is already there.
  for (const path of paths.filter((p) => !paths.some((q) => p.startsWith(`${q}.`)))) {
    const keys = path.split('.');
    let from: AbstractIntlMessages | string | undefined = messages;
    let to = picked;
    keys.forEach((key, i) => {
      from = typeof from === 'object' ? from[key] : undefined;
      if (from === undefined) throw new Error(`no messages at ${path}`);
      if (i === keys.length - 1) to[key] = from;
      else to = (to[key] ??= {}) as AbstractIntlMessages;
    });
  }
  return picked;
}

/** Messages for a NextIntlClientProvider: the shared namespaces plus the given ones. */
export async function clientMessages(extra: string[] = []) {
  return pick(await getMessages(), [...SHARED, ...extra]);
}
