import type { Page } from '@playwright/test';
import { apiAs, createAccount, signInBrowser } from './support/accounts';
import { expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

// The airline case of the shared public cases, written out so the test runs wherever the repository is cloned.
const AIRLINE =
  "A regional European airline's operating margin fell from 8% to 2% over the last three years while passenger numbers grew. How can it restore an 8% margin within 24 months?";

// The key question the offline engine drafts from its reading of the statement.
const KEY_QUESTION = 'How can the airline restore its operating margin from 2% to 8% within 24 months?';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** A toast's text (Radix also copies it into a visually hidden live region, hence the first match). */
const toast = (page: Page, text: string) => page.getByText(text).first();

test('Draft the brief fills an empty brief, then proposes changes to what the consultant wrote, field by field', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { fullName: 'Grace Hopper' });
  const project = await apiAs(request, account).createProject('Airline margin recovery', {
    problemStatement: AIRLINE,
  });
  await signInBrowser(page, account);
  await page.goto(`/projects/${project.id}`);

  await expect(page.getByRole('heading', { name: 'Brief', exact: true })).toBeVisible();
  await expect(field(page, 'Key question')).toHaveValue('');
  await page.getByRole('button', { name: 'Draft the brief', exact: true }).click();

  await expect(field(page, 'Key question')).toHaveValue(KEY_QUESTION);
  await expect(field(page, 'Complication')).toHaveValue(/operating margin fell from 8% to 2%/);
  await expect(field(page, 'Success criteria')).toHaveValue(
    /Operating margin at or above 8% within 24 months \(today 2%: a gap of 6 percentage points\)/,
  );
  await expect(field(page, 'Decision makers')).not.toHaveValue('');
  await expect(field(page, 'Time frame')).toHaveValue('within 24 months');
  await expect(toast(page, 'Generated the brief')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Proposed brief' })).toHaveCount(0);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await keepScreenshot(page, 'brief-filled');

  // The consultant sharpens two fields in their own words, then drafts again.
  await field(page, 'Situation').fill('A regional carrier in Europe with a young fleet and growing traffic.');
  await field(page, 'Out of scope').fill('Fleet renewal');
  await page.getByRole('button', { name: 'Draft the brief again' }).click();

  const proposal = page.getByRole('region', { name: 'Proposed brief' });
  await expect(proposal).toBeVisible();
  await expect(proposal.getByText(/^From Caseboard offline engine in \d+ ms$/)).toBeVisible();
  await expect(proposal.getByRole('heading', { level: 3 })).toHaveText(['Situation', 'Out of scope']);
  await expect(
    proposal.getByText('A regional carrier in Europe with a young fleet and growing traffic.'),
  ).toBeVisible();
  await expect(proposal.getByText('The airline is a regional European airline.', { exact: false })).toBeVisible();
  // Nothing the consultant wrote changed on its own.
  await expect(field(page, 'Situation')).toHaveValue(
    'A regional carrier in Europe with a young fleet and growing traffic.',
  );
  await expect(field(page, 'Out of scope')).toHaveValue('Fleet renewal');
  await expectAccessible(page);
  await keepScreenshot(page, 'brief-proposal');

  await proposal.getByRole('button', { name: 'Accept the draft for Situation' }).click();
  await expect(field(page, 'Situation')).toHaveValue(/^The airline is a regional European airline\./);
  await expect(proposal.getByRole('heading', { level: 3 })).toHaveText(['Out of scope']);
  await expect(proposal.getByRole('button', { name: 'Accept the draft for Out of scope' })).toBeFocused();

  // Undo takes the accepted field back; the proposal offers it again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(field(page, 'Situation')).toHaveValue(
    'A regional carrier in Europe with a young fleet and growing traffic.',
  );
  await expect(proposal.getByRole('heading', { level: 3 })).toHaveText(['Situation', 'Out of scope']);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(field(page, 'Situation')).toHaveValue(/^The airline is a regional European airline\./);

  await proposal.getByRole('button', { name: 'Reject' }).click();
  await expect(proposal).toHaveCount(0);
  await expect(field(page, 'Out of scope')).toHaveValue('Fleet renewal');

  // Both choices were saved.
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(field(page, 'Situation')).toHaveValue(/^The airline is a regional European airline\./);
  await expect(field(page, 'Out of scope')).toHaveValue('Fleet renewal');
  await expect(field(page, 'Key question')).toHaveValue(KEY_QUESTION);
});
