'use client';
import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/navigation';

/** A navigation link that marks itself as the current page (aria-current + the `active` look) on its page and below it. */
export function NavLink({ href, className = '', activeClassName = '', ...rest }: ComponentProps<typeof Link> & { href: string; activeClassName?: string }) {
  const pathname = usePathname();
  const active = pathname === href || pathname.startsWith(`${href}/`);
  return <Link href={href} aria-current={active ? 'page' : undefined} className={`${className} ${active ? activeClassName : ''}`} {...rest} />;
}
