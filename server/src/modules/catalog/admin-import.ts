import { messageKey, type CatalogImportReport } from '../../../../contracts';
import type { Viewer } from '../../access';
import type { Db } from '../../db/client';
import { transaction } from '../../db/transaction';
import type { Translator } from '../../i18n/translator';
import { FieldsError } from '../../lib/http-errors';
import type { Storage } from '../../lib/storage';
import type { AuditService } from '../audit';
import { formatIssue, ImportFileError, parseCatalogText, prepareImport, type ImportIssue, type ParsedFile } from './import';
import { writeCatalog } from './writer';

type Deps = { db: Db; storage: Storage; audit: Pick<AuditService, 'record'> };

/** A one-record change the import's checks refused (a product's or a group's form): its issues as a 422 per top-level field. */
export function refusedChange(issues: ImportIssue[]) {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) (fields[issue.field.split('.')[0]] ??= []).push(messageKey('catalogImportIssue', { issue: issue.message }));
  return new FieldsError(fields);
}
type Upload = { name: string; bytes: Buffer };

/**
 * The command line's catalogue import from the back-office (docs/catalog-import.md): `checkImport` answers its whole
 * report without writing; `applyImport` checks the file again and writes it with its audit entry in one transaction.
 */
export function createCatalogImport({ db, storage, audit }: Deps) {
  const parse = ({ name, bytes }: Upload, t: Translator): ParsedFile => {
    try {
      return parseCatalogText(name, bytes.toString('utf8'), t);
    } catch (error) {
      if (error instanceof ImportFileError) throw new FieldsError({ file: [messageKey('catalogImportIssue', { issue: error.message })] });
      throw error;
    }
  };
  const report = async (file: ParsedFile, t: Translator) => {
    const { data, issues, valid, updates } = await prepareImport(db, storage, file, t);
    const counts = { groups: valid.groups, properties: valid.properties, created: valid.products - updates, updated: updates };
    return { data, report: { applied: false, ...counts, issues } };
  };

  return {
    checkImport: async (upload: Upload, t: Translator): Promise<CatalogImportReport> => (await report(parse(upload, t), t)).report,

    /** 422 `file` with every issue ("where: field: message") when the file is not clean: nothing is written then. */
    async applyImport(viewer: Viewer, upload: Upload, t: Translator): Promise<CatalogImportReport> {
      const { data, report: checked } = await report(parse(upload, t), t);
      if (!data) throw new FieldsError({ file: checked.issues.map((issue) => messageKey('catalogImportIssue', { issue: formatIssue(issue) })) });
      const written = await transaction(db, async (tx) => {
        const result = await writeCatalog(tx.db, data, { updatedBy: viewer.id });
        await audit.record(tx, {
          actorId: viewer.id,
          action: 'catalog.import',
          subjectType: 'catalog',
          subjectId: result.version,
          before: null,
          after: {
            file: upload.name,
            groups: result.groups,
            properties: data.properties.length,
            created: result.created,
            updated: result.updated,
            ...(result.modelSpecs ? { modelSpecs: result.modelSpecs } : {}),
          },
        });
        return result;
      });
      return { ...checked, applied: true, created: written.created, updated: written.updated };
    },
  };
}
