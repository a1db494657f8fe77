import { useSyncExternalStore, type AnchorHTMLAttributes } from 'react';

/**
 * The address's query as the app router keeps it, for component tests of lists whose filters live in the URL. A test
 * file mocks both navigation modules with it and reads or sets `url`:
 *   vi.mock('next/navigation', async () => (await import('@/tests/unit/url-stand-in')).navigation);
 *   vi.mock('@/i18n/navigation', async () => (await import('@/tests/unit/url-stand-in')).localeNavigation('/installations'));
 */
let search = new URLSearchParams();
const listeners = new Set<() => void>();

export const url = {
  get: () => search,
  /** Moves to `href` (its query is what the list reads). */
  set: (href: string) => {
    search = new URLSearchParams(href.split('?')[1] ?? '');
    listeners.forEach((listener) => listener());
  },
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// The lists that put their query in the address through the browser's history (lib/list-address.ts, replaceListQuery)
// move `url` too, as Next's router follows that history.
const replaceState = window.history.replaceState.bind(window.history);
window.history.replaceState = (data: unknown, unused: string, href?: string | URL | null) => {
  replaceState(data, unused, href);
  if (href) url.set(String(href));
};

export const navigation = { useSearchParams: () => useSyncExternalStore(url.subscribe, url.get, url.get) };

/** `@/i18n/navigation`: a plain anchor for Link, and a router whose `replace` moves `url`. */
export const localeNavigation = (pathname: string) => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  usePathname: () => pathname,
  useRouter: () => ({ replace: (href: string) => url.set(href) }),
});
