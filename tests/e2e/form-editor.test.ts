import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { stackNow } from '../helpers/clock.js';
import { seriousViolations, type ApiSession } from './support/app.js';
import { signedInPages } from './support/pages.js';

/**
 * The price forms list and the form editor as the demo lead uses them (docs/product/tender.md#price-forms;
 * decision 038): a form built with Description, Quantity, Unit price and Total (c2 * c3, subtotal), 13 %
 * tax and a 2 % prompt-pay discount; rows typed in the grid with the keyboard and the preview computed to
 * the cent; two optional rows allowed and a third refused; a column moved with Alt+arrow; saved, reloaded
 * and found again; downloaded as an Excel workbook with real formulas; copied, reordered and deleted on the
 * list. axe on both screens in English and French.
 */

const pages = signedInPages();
const h1 = () => pages.page.locator('h1');

/** A PDF download's text, every page, read back with pdf.js. */
async function pdfText(download: Download): Promise<string> {
  const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;
  const loading = getDocument({
    data: new Uint8Array(await readFile(await download.path())),
    standardFontDataUrl,
  });
  const pdf = await loading.promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1)
    pages.push(
      (await (await pdf.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' '),
    );
  await loading.destroy();
  return pages.join(' ');
}

/** A new public bid of the demo agency, made through the API (the wizard is not under test here). */
async function newProject(lead: ApiSession): Promise<{ projectId: string; version: number }> {
  const { customerId, customerNodeId } = lead.info.customer;
  const node = `/api/v1/customer/${customerId}/node/${customerNodeId}`;
  const departments = await lead.call('GET', `${node}/Departments/All`);
  const works = departments.json.data.departmentsDTO.values.find((d: any) => d.name === 'Public Works');
  const created = await lead.call('POST', `${node}/Projects`, {
    startMode: 'new',
    name: `E2E forms ${stackNow().toString(36)}`,
    type: 'source',
    sourceMethod: 'public',
    departmentId: works.departmentId,
    divisionId: works.divisions[0].divisionId,
    projectLeadId: lead.info.user.userId,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const { projectId, version } = created.json.data.projectDTO.values.project;
  return { projectId, version };
}

const headers = (page: Page) => page.getByRole('grid').getByRole('columnheader').allTextContents();
const preview = (page: Page, line: string) => page.getByTestId(`preview-${line}`).textContent();
/** Non-breaking spaces (French grouping) read as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00A0\u202F]/g, ' ');

/** Types a row in the grid with the keyboard alone: each value, then Tab to the next cell. */
async function typeRow(page: Page, rowId: string, values: string[]) {
  await page.getByTestId(`cell-${rowId}-c1`).click();
  for (const [i, value] of values.entries()) {
    await page.keyboard.type(value);
    await page.keyboard.press(i === values.length - 1 ? 'Enter' : 'Tab');
  }
}

describe('price forms and the form editor', () => {
  it('the lead builds a price form, sees the preview to the cent, saves it and finds it again', async () => {
    const { page, lead } = pages;
    const project = await newProject(lead);
    const { projectId } = project;

    // The project's price forms: empty; a form without a name is refused at its field.
    await page.goto(`/projects/${projectId}/build/submission-requirements/prices`);
    await expect.poll(() => h1().textContent()).toBe('Price forms');
    await expect.poll(() => page.getByTestId('no-forms').count()).toBe(1);
    const add = page.getByRole('form', { name: 'Add a price form' });
    await add.getByRole('button', { name: 'Add the form' }).click();
    await expect
      .poll(() => page.getByTestId('error-summary').textContent())
      .toContain('This field is required.');
    expect(await seriousViolations(page)).toEqual([]);

    await add.getByLabel('Form name').fill('Schedule of prices');
    await add.getByRole('button', { name: 'Add the form' }).click();
    await expect.poll(() => h1().textContent()).toBe('Price form: Schedule of prices');
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/projects/${projectId}/form/price/[\\w-]+$`));

    // Four columns, each named and typed; the fourth computes c2 * c3 and is subtotalled.
    for (let i = 0; i < 4; i += 1) await page.getByRole('button', { name: 'Add a column' }).click();
    const column = (key: string) => page.getByTestId(`column-settings-${key}`);
    const setColumn = async (key: string, name: string, type: string) => {
      await column(key).getByLabel('Column name').fill(name);
      await column(key).getByLabel('Type').selectOption({ label: type });
    };
    await setColumn('c1', 'Description', 'Descriptive text');
    await setColumn('c2', 'Quantity', 'Quantity');
    await setColumn('c3', 'Unit price', 'Unit price');
    await setColumn('c4', 'Total', 'Total');
    await column('c4').getByLabel('Formula').fill('c2 * c3');
    await column('c4').getByLabel('Subtotal').check();
    await page.getByLabel('Column that makes the total').selectOption({ label: 'Total (c4)' });

    // 13 % tax of the agency's HST and a 2 % prompt-pay discount.
    await page.getByLabel('Compute tax automatically').check();
    await page.getByLabel('Tax type').selectOption({ label: 'HST 13%' });
    // The rate the tax type's name states fills the percentage (it stayed empty before).
    expect(await page.getByLabel('Tax percentage').inputValue()).toBe('13');
    await page.getByLabel('Prompt-pay discount').check();
    await page.getByLabel('Discount type').selectOption({ label: 'Percentage' });
    await page.getByLabel('Discount value').fill('2');

    // Two rows typed in the grid: 0.335 × 3 = 1.005 → 1.01 (half-up), 100 × 19.99 = 1,999.00.
    await page.getByRole('button', { name: 'Add a row' }).click();
    await page.getByRole('button', { name: 'Add a row' }).click();
    await typeRow(page, 'r1', ['Asphalt patching', '0.335', '3']);
    await typeRow(page, 'r2', ['Line painting', '100', '19.99']);
    expect(await page.getByTestId('cell-r1-c4').textContent()).toBe('1.01');
    expect(await page.getByTestId('cell-r2-c4').textContent()).toBe('1,999.00');
    // Subtotal 2,000.01; tax 13 % = 260.0013 → 260.00; total 2,260.01; discount 2 % = 45.2002 → 45.20.
    const figures = {
      'subtotal-c4': '2,000.01',
      subtotal: '2,000.01',
      tax: '260.00',
      total: '2,260.01',
      discount: '45.20',
      totalAfterDiscount: '2,214.81',
    };
    for (const [line, value] of Object.entries(figures)) expect(await preview(page, line)).toBe(value);

    // At most two optional rows: the third is refused with the catalogue's message.
    await page.getByLabel('Maximum optional rows').fill('2');
    const addOptional = page.getByRole('button', { name: /^Add an optional row/ });
    await addOptional.click();
    await addOptional.click();
    expect(await page.getByTestId('editor-refusal').count()).toBe(0);
    await addOptional.click();
    await expect.poll(() => page.getByTestId('editor-refusal').textContent()).toMatch(/optional rows/i);

    // Alt+ArrowRight on the focused Quantity header moves that column right; the focus follows it.
    expect(await headers(page)).toEqual([
      'Line',
      'Description (c1)',
      'Quantity (c2)',
      'Unit price (c3)',
      'Total (c4)',
    ]);
    await page.getByTestId('column-header-c2').focus();
    await page.keyboard.press('Alt+ArrowRight');
    const moved = ['Line', 'Description (c1)', 'Unit price (c3)', 'Quantity (c2)', 'Total (c4)'];
    expect(await headers(page)).toEqual(moved);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
      'column-header-c2',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Unsaved changes: leaving asks first, and Stay keeps the draft.
    await page.getByRole('link', { name: 'Back to the price forms' }).click();
    const unsaved = page.getByTestId('unsaved-dialog');
    await unsaved.getByRole('button', { name: 'Stay' }).click();
    expect(await h1().textContent()).toBe('Price form: Schedule of prices');
    expect(await page.getByTestId('editor-state').textContent()).toBe('Unsaved changes.');

    // Saved, then reloaded: every setting, cell and figure is back.
    await page.getByRole('button', { name: 'Save the form' }).click();
    await expect
      .poll(() => page.getByTestId('editor-state').textContent())
      .toMatch(/^Saved \(version \d+\)\.$/);
    await page.reload();
    await expect.poll(() => h1().textContent()).toBe('Price form: Schedule of prices');
    await expect.poll(() => headers(page)).toEqual(moved);
    expect(await page.getByTestId('cell-r1-c1').textContent()).toBe('Asphalt patching');
    expect(await page.getByTestId('cell-r1-c2').textContent()).toBe('0.335');
    expect(await page.getByLabel('Tax percentage').inputValue()).toBe('13');
    expect(await page.getByLabel('Maximum optional rows').inputValue()).toBe('2');
    expect(await page.getByTestId('column-settings-c4').getByLabel('Formula').inputValue()).toBe('c2 * c3');
    for (const [line, value] of Object.entries(figures)) expect(await preview(page, line)).toBe(value);
    expect(await page.getByText('Line 4 (optional)').count()).toBe(1);

    // Someone else saves meanwhile (through the API): this save is refused with the 409's message.
    const { customerId, customerNodeId } = lead.info.customer;
    const tables = `/api/v1/customer/${customerId}/node/${customerNodeId}/TenderTables`;
    const tenderTableId = new URL(page.url()).pathname.split('/').pop()!;
    const stored = (await lead.call('GET', `${tables}?tenderTableId=${tenderTableId}`)).json.data
      .tenderTableDTO.values;
    const other = await lead.call('PUT', tables, {
      tenderTableId,
      version: stored.version,
      definition: stored.definition,
    });
    expect(other.status, JSON.stringify(other.json)).toBe(200);
    const mandatory = page.getByLabel('Mandatory', { exact: true });
    await mandatory.uncheck();
    await page.getByRole('button', { name: 'Save the form' }).click();
    await expect
      .poll(() => page.getByTestId('error-summary').textContent())
      .toContain('Someone else saved this form since you opened it.');
    // Back as stored, so that nothing is unsaved when the page changes.
    await mandatory.check();

    // Download Excel: the workbook has real formulas, following the moved columns (Quantity is now D).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Schedule of prices.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.getWorksheet('Schedule of prices')!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Line',
      'Description',
      'Unit price',
      'Quantity',
      'Total',
    ]);
    expect(sheet.getCell('E2').value).toEqual({ formula: 'ROUND((D2*C2),2)', result: 1.01 });
    expect(sheet.getCell('E3').value).toEqual({ formula: 'ROUND((D3*C3),2)', result: 1999 });

    // Download PDF, with its entries then blank: the engine's figures, then boxes where they were.
    const pdf = async () =>
      pdfText(
        (
          await Promise.all([
            page.waitForEvent('download'),
            page.getByRole('button', { name: 'Download PDF' }).click(),
          ])
        )[0],
      );
    const withEntries = await pdf();
    for (const text of [
      'Schedule of prices',
      'Asphalt patching',
      '1.01',
      '2,260.01',
      '2,214.81',
      'Page 1 of 1',
    ])
      expect(withEntries).toContain(text);
    await page.getByLabel('Blank, for a bidder to fill in').check();
    const blank = await pdf();
    expect(blank).toContain('Asphalt patching');
    expect(blank).not.toContain('2,260.01');

    // In French: the same figures in the French format, and axe again.
    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'fr'));
    await page.reload();
    await expect.poll(() => h1().textContent()).toBe('Formulaire de prix : Schedule of prices');
    expect(plain(await preview(page, 'total'))).toBe('2 260,01');
    expect(plain(await preview(page, 'totalAfterDiscount'))).toBe('2 214,81');
    expect(await seriousViolations(page)).toEqual([]);

    // The list shows the form with its stored total, in French then in English; axe in both.
    await page.goto(`/projects/${projectId}/build/submission-requirements/prices`);
    await expect.poll(() => h1().textContent()).toBe('Formulaires de prix');
    await expect
      .poll(async () => plain(await page.getByTestId('price-forms').textContent()))
      .toContain('2 260,01');
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('tenderbox.language', 'en'));
    await page.reload();
    await expect.poll(() => h1().textContent()).toBe('Price forms');
    await expect.poll(() => page.getByTestId('price-forms').textContent()).toContain('2,260.01');
    expect(await seriousViolations(page)).toEqual([]);

    // A second form of the same name is refused at the name field.
    await add.getByLabel('Form name').fill('schedule of prices');
    await add.getByRole('button', { name: 'Add the form' }).click();
    await expect
      .poll(() => page.getByTestId('error-summary').textContent())
      .toContain('The table name must be unique within the source');
    await add.getByLabel('Form name').fill('');

    // Copy, reorder, and delete after the confirmation.
    const names = () => page.getByTestId('price-forms').locator('tbody tr td:nth-child(2)').allTextContents();
    await page.getByRole('button', { name: 'Copy Schedule of prices' }).click();
    await expect.poll(names).toEqual(['Schedule of prices', 'Copy of Schedule of prices']);
    await page.getByRole('button', { name: 'Move Copy of Schedule of prices up' }).click();
    await expect.poll(names).toEqual(['Copy of Schedule of prices', 'Schedule of prices']);
    await page.getByLabel('Select Copy of Schedule of prices').check();
    await page.getByRole('button', { name: 'Delete the selected forms (1)' }).click();
    const dialog = page.getByTestId('confirm-delete-forms');
    expect(await dialog.textContent()).toContain('Copy of Schedule of prices');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(names).toEqual(['Schedule of prices']);

    // Cancelled, the project's forms are read-only with the reason: the prices list redirects to the
    // requirements' edit view, which says why (docs/product/tender.md#submission-requirements), and the
    // editor keeps its controls disabled.
    const editorHref = await page.getByRole('link', { name: 'Schedule of prices' }).getAttribute('href');
    const cancelled = await lead.call(
      'PUT',
      `/api/v1/customer/${customerId}/node/${customerNodeId}/Projects/status?projectId=${projectId}`,
      { action: 'cancel', version: project.version },
    );
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    const reason = 'Forms cannot change once the project is closed, awarded or finished.';
    await page.reload();
    await expect
      .poll(() => new URL(page.url()).pathname)
      .toBe(`/projects/${projectId}/build/submission-requirements`);
    await expect.poll(() => page.getByTestId('requirements-lock').isVisible()).toBe(true);
    await page.goto(editorHref!);
    await expect.poll(() => page.getByTestId('forms-lock').textContent()).toContain(reason);
    expect(await page.getByRole('button', { name: 'Save the form' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add a column' }).isDisabled()).toBe(true);
  });
});
