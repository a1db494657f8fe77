'use client';
import { useEffect, useMemo } from 'react';

/** A photo kept on this device (a Blob, shown through an object URL released with it) or one at the API (a URL). */
export function DevicePhoto({ src, alt }: { src: string | Blob; alt: string }) {
  const url = useMemo(() => (typeof src === 'string' ? src : URL.createObjectURL(src)), [src]);
  useEffect(() => () => (typeof src === 'string' ? undefined : URL.revokeObjectURL(url)), [src, url]);
  // eslint-disable-next-line @next/next/no-img-element -- a photo on this device or from the API's file store
  return <img src={url} alt={alt} className="aspect-square w-full rounded-lg bg-slate-100 object-cover" />;
}
