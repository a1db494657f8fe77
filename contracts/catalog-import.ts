import { z } from 'zod';
import { defineRoute } from './route';

/**
 * A catalogue file imported through the back-office (docs/catalog-import.md, the command line's format): checked first,
 * with the command line's whole report (what would be created and updated, and every bad row), then written in one
 * transaction, or nothing. The shop shows it within seconds (the catalogue version, ADR 0011).
 */

export const CATALOG_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export const catalogImportIssueSchema = z.object({ where: z.string(), field: z.string(), message: z.string() });
export type CatalogImportIssue = z.infer<typeof catalogImportIssueSchema>;

export const catalogImportReportSchema = z.object({
  /** Whether the file was written (only by POST /admin/catalog/import, and only without issues). */
  applied: z.boolean(),
  groups: z.number().int(),
  properties: z.number().int(),
  /** Products the file adds and products it changes (by SKU). */
  created: z.number().int(),
  updated: z.number().int(),
  issues: z.array(catalogImportIssueSchema),
});
export type CatalogImportReport = z.infer<typeof catalogImportReportSchema>;

const admin = { auth: 'required', area: 'admin' } as const;

export const catalogImportRoutes = {
  /** The report of a file (multipart field `file`, `.json` or `.csv`, at most 20 MB) without writing anything. */
  check: defineRoute({
    ...admin,
    method: 'POST',
    path: '/admin/catalog/import/check',
    multipart: 'file',
    response: catalogImportReportSchema,
    errors: [401, 403, 413, 422],
  }),
  /** Checks the file again and writes it in one transaction; a file with issues is a 422 on `file` listing them, and nothing changes. */
  apply: defineRoute({
    ...admin,
    method: 'POST',
    path: '/admin/catalog/import',
    multipart: 'file',
    response: catalogImportReportSchema,
    errors: [401, 403, 413, 422],
  }),
};
