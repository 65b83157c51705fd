import { readFileSync } from 'node:fs';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { apiAs, createAccount, signInBrowser, type Account } from './support/accounts';
import { expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

// The export issue's browser bars: the workspace header's export menu downloads the deck, workbook,
// Markdown and PDF (mouse and keyboard), viewers export too, and owners set the project's theme.

/** A 1x1 PNG, as a logo a consultant might upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function exampleProjectId(request: APIRequestContext, account: Account): Promise<number> {
  const res = await request.get('/api/v1/projects/demo', { headers: { authorization: `Bearer ${account.token}` } });
  const list = (await res.json()) as { results: Array<{ id: number; documentVersion: string | null }> };
  return list.results.find((p) => p.documentVersion === '1.1')!.id;
}

/** The project of a worked example, copied into the account's own projects ("Use as template"). */
async function ownCopy(request: APIRequestContext, account: Account, name: string) {
  const id = await exampleProjectId(request, account);
  const res = await request.post(`/api/v1/projects/${id}/copy`, {
    headers: { authorization: `Bearer ${account.token}` },
    data: { name },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; name: string };
}

/** A toast's text (Radix also copies it into a visually hidden live region, hence the first match). */
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

const exportButton = (page: Page) => page.getByRole('button', { name: 'Export this project' });

async function downloadFrom(page: Page, item: RegExp): Promise<Download> {
  await exportButton(page).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: item }).click(),
  ]);
  return download;
}

async function bytesOf(download: Download): Promise<Buffer> {
  return readFileSync((await download.path())!);
}

test('a consultant downloads the deck, workbook, Markdown and PDF of a worked example', async ({ page, request }) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { fullName: 'Petra Presenter' });
  await signInBrowser(page, account);
  const id = await exampleProjectId(request, account);
  await page.goto(`/projects/${id}`);
  await expect(exportButton(page)).toBeVisible();

  const deck = await downloadFrom(page, /PowerPoint deck/);
  expect(deck.suggestedFilename()).toBe('FreshWay: recovering grocery margins.pptx'.replace(':', '_'));
  expect((await bytesOf(deck)).subarray(0, 2).toString()).toBe('PK');
  await expect(toast(page, /downloaded/)).toBeVisible();

  const workbook = await downloadFrom(page, /Excel workbook/);
  expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
  expect((await bytesOf(workbook)).subarray(0, 2).toString()).toBe('PK');

  const markdown = await downloadFrom(page, /Markdown/);
  expect(markdown.suggestedFilename()).toMatch(/\.md$/);
  const text = (await bytesOf(markdown)).toString('utf8');
  expect(text).toContain('## Work plan');
  expect(text).toContain('## Storyline');

  const pdf = await downloadFrom(page, /^PDF/);
  expect((await bytesOf(pdf)).subarray(0, 4).toString()).toBe('%PDF');

  // An example is read-only: there is no theme to set.
  await exportButton(page).click();
  await expect(page.getByRole('menuitem', { name: /PowerPoint deck/ })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /Theme/ })).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, 'export-menu-1440');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});

test('the export menu works from the keyboard, and a viewer may export what they can see', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, { fullName: 'Olga Owner' });
  const viewer = await createAccount(request, { fullName: 'Viktor Viewer' });
  const project = await ownCopy(request, owner, 'Margins for the board');
  await apiAs(request, owner).addMember(project.id, viewer, 'viewer');
  await signInBrowser(page, viewer);
  await page.goto(`/projects/${project.id}`);
  // The header settles once the live connection says who is here (the viewer's own initials).
  await expect(page.getByRole('list', { name: 'Who has this project open' }).getByRole('listitem')).toHaveCount(1);

  await exportButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: /PowerPoint deck/ })).toBeFocused();
  await expect(page.getByRole('menuitem', { name: /Theme/ })).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: /Excel workbook/ })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: /Markdown/ })).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('Margins for the board.md');
  expect((await bytesOf(download)).toString('utf8')).toMatch(/^# Margins for the board\n/);
});

test('an owner sets the project theme, and the deck is dressed in it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, { fullName: 'Theo Theme' });
  const project = await ownCopy(request, owner, 'Branded margins');
  await signInBrowser(page, owner);
  await page.goto(`/projects/${project.id}`);

  await exportButton(page).click();
  await page.getByRole('menuitem', { name: /Theme/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Project theme' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Accent colour', exact: true })).toHaveValue('#1F4E79');
  await dialog.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#12');
  await expect(dialog.getByText(/Enter a colour as #/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save theme' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#0B6E4F');
  await dialog.getByRole('combobox', { name: 'Font' }).selectOption('Georgia');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Current logo' })).toBeVisible();
  await expectAccessible(page);
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `export-theme-${width}`);
  }
  await dialog.getByRole('button', { name: 'Save theme' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Theme saved')).toBeVisible();

  const theme = await request.get(`/api/v1/projects/${project.id}/theme`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  expect(await theme.json()).toEqual({
    accentColor: '#0B6E4F',
    font: 'Georgia',
    logo: `data:image/png;base64,${PNG.toString('base64')}`,
  });
  const deck = await downloadFrom(page, /PowerPoint deck/);
  expect(deck.suggestedFilename()).toBe('Branded margins.pptx');
  await keepScreenshot(page, 'export-header-1024');
});

test('the export menu and the theme dialog speak German', async ({ page, request, baseURL }) => {
  const owner = await createAccount(request, { fullName: 'Greta Grün' });
  const project = await ownCopy(request, owner, 'Margen für den Vorstand');
  await signInBrowser(page, owner);
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Dieses Projekt exportieren' }).click();
  await expect(page.getByRole('menuitem', { name: /PowerPoint-Präsentation/ })).toBeVisible();
  await keepScreenshot(page, 'export-menu-de-1024');
  await page.getByRole('menuitem', { name: /Design/ }).click();
  await expect(page.getByRole('dialog', { name: 'Projektdesign' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'export-theme-de-1024');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await page.getByRole('button', { name: 'Abbrechen' }).click();
      await page.getByRole('button', { name: 'Dieses Projekt exportieren' }).click();
      await page.getByRole('menuitem', { name: /Markdown/ }).click();
    })(),
  ]);
  expect((await bytesOf(download)).toString('utf8')).toContain('## Arbeitsplan');
});
