'use client';
import type { ComponentProps, FocusEvent, PointerEvent, TouchEvent } from 'react';
import { Link, useRouter } from '@/i18n/navigation';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string };

/**
 * A link whose page is prefetched when the visitor reaches for it (the pointer comes over it, a touch
 * starts, it gets focus) rather than when it scrolls into view: for links on every page and on the first
 * screen, whose prefetching would otherwise compete with the page's own start on a slow phone.
 */
export function IntentLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch();
        onFocus?.(event);
      }}
      {...props}
    />
  );
}
