'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { setApiLanguage } from '@/lib/api/client';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';

export function Providers({ locale, children }: { locale: string; children: ReactNode }) {
  setApiLanguage(locale);
  // Reads are sent also while the browser says it is offline: the service worker answers them from its copies (ADR 0053).
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
}
