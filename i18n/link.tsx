'use client';
import { useLinkStatus } from 'next/link';
import type { ComponentProps } from 'react';
import { useReportNavigationPending } from '@/lib/navigation/pending';
import { localeNavigation } from './locale-navigation';
import { pathOf } from './path-of';

const { Link: LocaleLink, usePathname } = localeNavigation;

function PendingSignal({ href }: { href: ComponentProps<typeof LocaleLink>['href'] }) {
  const { pending } = useLinkStatus();
  const pathname = usePathname();
  const samePage = (pathOf(href) ?? pathname) === pathname;
  useReportNavigationPending(pending && !samePage);
  return null;
}

/**
 * next-intl's link; while the page it opened is loading, the spec's full-screen loader covers the page (ADR 0060). A
 * link to the same page with other parameters (a filter, a page of a list) leaves the page as it is meanwhile.
 */
export function Link({ children, ...props }: ComponentProps<typeof LocaleLink>) {
  return (
    <LocaleLink {...props}>
      {children}
      <PendingSignal href={props.href} />
    </LocaleLink>
  );
}
