/**
 * The expand/contract rule of the migrations (docs/decisions/0046-expand-contract-migrations.md): while a new version
 * migrates, the old one keeps serving, so a migration only adds what the old code ignores. A statement that takes away
 * or rewrites what the running code reads, or locks a table while it rewrites it, is a contract step: it needs a line
 * `-- contract: <why the running version no longer needs it>` right above it.
 */

/** What a statement does that the running version may not survive, or null. */
export function contractStepOf(statement: string, createdHere: ReadonlySet<string>): string | null {
  const sql = statement.replace(/\s+/g, ' ').trim();
  const table = /^ALTER TABLE (?:ONLY )?"?([\w.]+)"?/i.exec(sql)?.[1];
  if (/^DROP (TABLE|VIEW|MATERIALIZED VIEW|TYPE)\b/i.test(sql)) return 'drops what the running version reads';
  if (/\bDROP COLUMN\b/i.test(sql)) return 'drops a column the running version reads';
  if (/\bRENAME\b/i.test(sql)) return 'renames what the running version reads';
  if (table && createdHere.has(table)) return null;
  if (/\bALTER COLUMN\b.*\b(SET NOT NULL|TYPE|SET DATA TYPE)\b/i.test(sql))
    return 'tightens or retypes a column: a scan or a rewrite under lock, and the running version may write what no longer fits';
  if (/\bADD COLUMN\b/i.test(sql)) {
    if (/\bNOT NULL\b/i.test(sql) && !/\bDEFAULT\b/i.test(sql)) return 'adds a NOT NULL column without a default: the running version inserts rows without it';
    if (/\bDEFAULT\b[^,]*\b(gen_random_uuid|random|clock_timestamp|uuid_generate_v4)\s*\(/i.test(sql))
      return 'adds a column with a volatile default: the whole table is rewritten under lock';
  }
  if (/\bADD CONSTRAINT\b.*\b(FOREIGN KEY|CHECK)\b/i.test(sql) && !/\bNOT VALID\b/i.test(sql))
    return 'adds a constraint checked over every row under lock (add it NOT VALID, validate later)';
  return null;
}

/** Every contract step of a migration file (drizzle's statements, `--> statement-breakpoint` between them) not marked as one. */
export function unmarkedContractSteps(file: string): { statement: string; why: string }[] {
  const statements = file
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
  const createdHere = new Set(statements.flatMap((s) => /^CREATE TABLE (?:IF NOT EXISTS )?"?([\w.]+)"?/im.exec(s)?.[1] ?? []));
  return statements.flatMap((statement) => {
    const lines = statement.split('\n');
    const marked = lines.some((line) => /^--\s*contract:\s*\S/.test(line.trim()));
    const code = lines.filter((line) => !line.trim().startsWith('--')).join('\n');
    const why = contractStepOf(code, createdHere);
    return why && !marked ? [{ statement: code.slice(0, 120), why }] : [];
  });
}
