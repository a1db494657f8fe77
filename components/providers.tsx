'use client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { setApiLanguage } from '@/lib/api/client';
import { RealtimeProvider } from '@/lib/realtime/realtime-provider';

export function Providers({ locale, children }: { locale: string; children: ReactNode }) {
  setApiLanguage(locale);
  // Offline, a read still goes out once (the service worker may answer it from its cache, ADR 0053) and a write fails at
  // once with "no network" rather than waiting paused: the field writes that can wait keep themselves (ADR 0055).
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: {
          queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
          mutations: { networkMode: 'always' },
        },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RealtimeProvider>{children}</RealtimeProvider>
    </QueryClientProvider>
  );
}
