'use client';
import { useEffect } from 'react';
import { ErrorPage } from '@/components/layout/error-page';

/** Unhandled errors of a page: the error page with a button home. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorPage />;
}
