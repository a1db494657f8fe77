'use client';
import { useLinkStatus } from 'next/link';
import type { ComponentProps } from 'react';
import { useReportNavigationPending } from '@/lib/navigation/pending';
import { localeNavigation } from './locale-navigation';
import { pathOf } from './path-of';

const { Link: LocaleLink, usePathname, useRouter } = localeNavigation;
type LocaleLinkProps = ComponentProps<typeof LocaleLink>;

function PendingSignal({ href }: { href: LocaleLinkProps['href'] }) {
  const { pending } = useLinkStatus();
  const pathname = usePathname();
  const samePage = (pathOf(href) ?? pathname) === pathname;
  useReportNavigationPending(pending && !samePage);
  return null;
}

type LinkProps = Omit<LocaleLinkProps, 'prefetch'> & {
  /** `false`: its page is never prefetched (a page the viewer may not open, ADR 0006; a page of a list). */
  prefetch?: false;
};

/**
 * next-intl's link. Its page is prefetched when the visitor reaches for it (the pointer comes over it, a touch starts,
 * it gets focus), not when it scrolls into view (ADR 0008): a page's links would otherwise ask the server for every page
 * they lead to while this one starts. While the page it opened is loading, the spec's full-screen loader covers the page
 * (ADR 0060); a link to the same page with other parameters (a filter, a page of a list) leaves the page as it is.
 */
export function Link({ children, prefetch, onPointerEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const { href, locale } = props;
  const prefetchOnIntent = () => {
    // The portal's links are paths; an object href (none so far) is left to the click.
    if (prefetch !== false && typeof href === 'string') router.prefetch(href, locale ? { locale } : undefined);
  };
  return (
    <LocaleLink
      {...props}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetchOnIntent();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetchOnIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetchOnIntent();
        onFocus?.(event);
      }}
    >
      {children}
      <PendingSignal href={href} />
    </LocaleLink>
  );
}
