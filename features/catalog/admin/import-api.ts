import { call } from '@/lib/api/call';

const routes = () => import('@/contracts/catalog-import').then((m) => m.catalogImportRoutes);

const formOf = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** The back-office's catalogue import (contracts/catalog-import.ts): the report of a file, then the file written. */
export const catalogImportApi = {
  check: async (file: File, onProgress: (fraction: number) => void) => call((await routes()).check, { body: formOf(file) }, { onUploadProgress: onProgress }),
  apply: async (file: File, onProgress: (fraction: number) => void) => call((await routes()).apply, { body: formOf(file) }, { onUploadProgress: onProgress }),
};
