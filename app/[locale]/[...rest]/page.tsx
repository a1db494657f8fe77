import { notFound } from 'next/navigation';

/** Thrown from the metadata too: the not-found page's title (app/[locale]/not-found.tsx) is then the page's. */
export function generateMetadata(): never {
  notFound();
}

export default function CatchAll() {
  notFound();
}
