import { catalogImportEndpoints } from '@/contracts/endpoints/catalog-import';
import { call } from '@/lib/api/call';

const formOf = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};

/** The back-office's catalogue import (contracts/catalog-import.ts): the report of a file, then the file written. */
export const catalogImportApi = {
  check: async (file: File, onProgress: (fraction: number) => void) =>
    call(catalogImportEndpoints.check, { body: formOf(file) }, { onUploadProgress: onProgress }),
  apply: async (file: File, onProgress: (fraction: number) => void) =>
    call(catalogImportEndpoints.apply, { body: formOf(file) }, { onUploadProgress: onProgress }),
};
