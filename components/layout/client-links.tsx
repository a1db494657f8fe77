'use client';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { clientLinkTarget } from '@/lib/client-link';

/**
 * Client-side navigation for the plain links marked with `clientLink` (lib/client-link.ts; the product tiles, twenty
 * on a list page): one click listener for the document instead of a next/link component per link to hydrate. Until
 * the page has hydrated, and for clicks the browser handles itself (new tab or window, download), they are ordinary
 * links.
 */
export function ClientLinks() {
  const router = useRouter();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = clientLinkTarget(event);
      if (target === null) return;
      event.preventDefault();
      router.push(target);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [router]);
  return null;
}
