/**
 * Importing an agency's commodity categories from CSV (header `code,title[,parentCode]`): every row is
 * checked before anything is written, and one bad row imports nothing; good files are upserted by code.
 */
import { csvParseRows } from 'd3-dsv';
import * as z from 'zod/mini';
import { LIST_IMPORT_MAX_ROWS } from '../../shared/domain/limits.js';
import { fieldMessage, type FieldError, type Language } from '../../shared/errors.js';
import { ZListItemCreate, type TCategoryImportResult } from '../../shared/schemas/lists.js';
import { toFieldErrors } from '../../shared/validation.js';
import { AppError } from '../core/app-error.js';
import { ListItem, type ListItemRecord } from '../core/db/entities/list-item.js';
import { MAX_TRANSACTION_ITEMS, transact, transactAudited, tx, type TxItem } from '../core/db/transaction.js';
import { claimItem, normalise } from '../core/db/unique-claims.js';
import { randomUUID } from 'node:crypto';
import { claimKind, listRecords } from './drop-down-list-service.js';

const KIND = 'commodityCategory';

export interface CategoryRow {
  /** The file's line number (the header is line 1), as a spreadsheet shows it. */
  line: number;
  code: string;
  name: string;
  parentCode?: string;
}

/** A header cell compared without case, spaces, hyphens or underscores: `Parent code` is parentCode. */
const headerName = (cell: string) => cell.toLowerCase().replace(/[\s_-]/g, '');

/** Line breaks inside quoted cells: a record holding them spans that many more lines of the file. */
const lineBreaksIn = (cells: readonly string[]) =>
  cells.reduce((count, cell) => count + (cell.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/**
 * The file's records (RFC 4180, through d3-dsv: 2 kB gzip where csv-parse cost 7 kB, decision 024), cells
 * trimmed, blank lines skipped, each with the line it starts on.
 */
function parseCsv(csv: string): { record: string[]; line: number }[] {
  const text = csv.replace(/^\uFEFF/, '');
  // d3-dsv reads an unclosed quote to the end of the file; in a well-formed file quotes come in pairs.
  if ((text.match(/"/g)?.length ?? 0) % 2 !== 0) throw new AppError('listImportUnreadable');
  const records: { record: string[]; line: number }[] = [];
  let line = 1;
  for (const cells of csvParseRows(text)) {
    const record = cells.map((cell) => cell.trim());
    if (record.some((cell) => cell !== '')) records.push({ record, line });
    line += 1 + lineBreaksIn(cells);
  }
  return records;
}

/**
 * The rows of a CSV file, each checked (code and title present and within limits, code unique in the file,
 * parent code known in the file or among `existingCodes`): throws the catalogue error of the first
 * file-level problem, or `listImportInvalidRows` with every row's problems (field `csv.<line>.<column>`).
 */
export function readCategoryRows(
  csv: string,
  existingCodes: ReadonlySet<string>,
  lang: Language,
): CategoryRow[] {
  const [header, ...records] = parseCsv(csv);
  if (!header) throw new AppError('listImportEmpty');
  const columns = header.record.map(headerName);
  const at = {
    code: columns.indexOf('code'),
    title: columns.indexOf('title'),
    parent: columns.indexOf('parentcode'),
  };
  if (at.code < 0 || at.title < 0) throw new AppError('listImportColumns');
  if (records.length === 0) throw new AppError('listImportEmpty');
  if (records.length > LIST_IMPORT_MAX_ROWS) throw new AppError('listImportTooManyRows');

  const problems: FieldError[] = [];
  const rows: CategoryRow[] = [];
  const linesByCode = new Map<string, number>();
  for (const { record, line } of records) {
    const cell = (index: number) => (index < 0 ? undefined : record[index] || undefined);
    const candidate = { code: cell(at.code) ?? '', name: cell(at.title) ?? '', parentCode: cell(at.parent) };
    const parsed = z.safeParse(ZListItemCreate, candidate);
    if (!parsed.success) {
      // One message per cell: an empty code is "required", not also "invalid format".
      const seen = new Set<string>();
      for (const problem of toFieldErrors(parsed.error.issues, lang, `csv.${line}`)) {
        const field = problem.field.replace(/\.name$/, '.title');
        if (!seen.has(field)) problems.push({ ...problem, field });
        seen.add(field);
      }
      continue;
    }
    const code = normalise(parsed.data.code ?? '');
    if (linesByCode.has(code)) {
      problems.push({
        field: `csv.${line}.code`,
        code: 'duplicate',
        message: fieldMessage('duplicate', lang),
      });
      continue;
    }
    linesByCode.set(code, line);
    rows.push({
      line,
      code: parsed.data.code ?? '',
      name: parsed.data.name,
      ...(parsed.data.parentCode ? { parentCode: parsed.data.parentCode } : {}),
    });
  }
  for (const row of rows) {
    if (row.parentCode === undefined) continue;
    const parent = normalise(row.parentCode);
    if (parent === normalise(row.code) || (!linesByCode.has(parent) && !existingCodes.has(parent))) {
      problems.push({
        field: `csv.${row.line}.parentCode`,
        code: 'unknownParent',
        message: fieldMessage('unknownParent', lang),
      });
    }
  }
  if (problems.length > 0) {
    problems.sort((a, b) => lineOf(a) - lineOf(b));
    throw new AppError('listImportInvalidRows', { fields: problems });
  }
  return rows;
}

const lineOf = (problem: FieldError) => Number(problem.field.split('.')[1]);

/**
 * POST CommodityCategories/Import. New codes are created with their claim, known codes whose title or parent
 * changed are updated; unchanged rows are not written. The audit event rides in the first transaction, the
 * rest follow in transactions of up to 100 items (an item never apart from its code's claim): a failure midway (a concurrent edit) leaves the earlier rows written,
 * and importing the same file again converges, since rows are upserted by code.
 */
export async function importCategories(
  customerId: string,
  csv: string,
  actorId: string,
  lang: Language,
): Promise<TCategoryImportResult> {
  const existing = new Map<string, ListItemRecord>(
    (await listRecords(customerId, KIND)).map((item) => [normalise(item.code ?? ''), item]),
  );
  const rows = readCategoryRows(csv, new Set(existing.keys()), lang);
  // Units of writes that must land together (an item and its code's claim), packed into transactions.
  const units: TxItem[][] = [];
  let created = 0;
  let updated = 0;
  for (const row of rows) {
    const current = existing.get(normalise(row.code));
    if (!current) {
      const listItemId = randomUUID();
      created += 1;
      units.push([
        tx.create(ListItem, {
          customerId,
          kind: KIND,
          listItemId,
          name: row.name,
          code: row.code,
          parentCode: row.parentCode,
        }),
        claimItem(customerId, claimKind(KIND), row.code, listItemId),
      ]);
    } else if (current.name !== row.name || current.parentCode !== row.parentCode) {
      updated += 1;
      units.push([
        tx.updateVersioned(ListItem, current, {
          set: { name: row.name, ...(row.parentCode ? { parentCode: row.parentCode } : {}) },
          ...(row.parentCode === undefined && current.parentCode !== undefined
            ? { remove: ['parentCode' as const] }
            : {}),
        }),
      ]);
    }
  }
  const result = { imported: created + updated, created, updated };
  if (units.length === 0) return result;
  // The first transaction keeps a place for the audit event.
  const batches: TxItem[][] = [[]];
  for (const unit of units) {
    const room = MAX_TRANSACTION_ITEMS - (batches.length === 1 ? 1 : 0);
    if (batches.at(-1)!.length + unit.length > room) batches.push([]);
    batches.at(-1)!.push(...unit);
  }
  const [first = [], ...rest] = batches;
  await transactAudited(
    {
      customerId,
      actorId,
      entityType: 'listItem',
      entityId: KIND,
      action: 'import',
      after: { kind: KIND, ...result },
    },
    first,
  );
  for (const batch of rest) await transact(batch);
  return result;
}
