import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, appOrigin, createAccount, signInBrowser, type Account } from './support/accounts';
import { expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

// The version 1.0 ("classic") screens of issue 7: a 1.0 project is edited on one page and upgraded
// to the new workspace; the 1.0 worked example is read-only and can be copied.

/** A toast's text (Radix also copies it into a visually hidden live region, hence the first match). */
const toast = (page: Page, text: string) => page.getByText(text).first();

const classicBody = {
  problemStatement: 'Nordlicht Bikes’ EBIT margin fell from 8% to 3% in two years.',
  issueTree: {
    root: {
      id: 'q',
      title: 'How can Nordlicht Bikes restore an 8% EBIT margin by 2027?',
      children: [
        { id: 'rev', title: 'Can revenue per bike rise?' },
        {
          id: 'cost',
          title: 'Can cost per bike fall?',
          children: [{ id: 'cost-buy', title: 'Are purchasing prices above benchmark?' }],
        },
      ],
    },
  },
  hypotheses: [
    { id: 'h1', text: 'Premium e-bikes earn five points more margin.', issueId: 'rev', status: 'confirmed' },
    { id: 'h2', text: 'Frame suppliers charge 10% above benchmark.', issueId: 'cost-buy', status: 'open' },
  ],
  storyline: {
    governingThought: 'Shift the mix to premium e-bikes and renegotiate frames.',
    points: ['Premium e-bikes carry the margin.', 'Frames cost too much.'],
  },
};

async function storedProject(request: APIRequestContext, account: Account, id: number) {
  const res = await request.get(`/api/v1/projects/${id}`, { headers: { authorization: `Bearer ${account.token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { projectSnapshots: Array<{ body: string; problemStatement: string }> };
}

/** Full-page screenshots from the top, so the sticky header sits where a person sees it. */
async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, name);
}

/** A save: the whole document (PUT) or, for a small edit, a JSON patch (PATCH; docs/decisions/035-cheap-saves.md). */
const isSave = (projectId: number) => (response: { url(): string; request(): { method(): string } }) =>
  response.url().includes(`/api/v1/projects/${projectId}/snapshots/`) &&
  ['PUT', 'PATCH'].includes(response.request().method());

test('a 1.0 project opens in the classic view, autosaves edits, and upgrades to the new workspace', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { fullName: 'Clara Classic' });
  const project = await apiAs(request, account).createProject('Nordlicht margin review', {
    problemStatement: classicBody.problemStatement,
    body: JSON.stringify(classicBody),
  });
  await signInBrowser(page, account);
  await page.goto(`/v1.0/projects/${project.id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Nordlicht margin review' })).toBeVisible();
  await expect(page).toHaveTitle('Nordlicht margin review · Caseboard');
  await expect(page.getByText('Classic format (1.0)')).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'My projects' })).toBeVisible();
  await expect(trail.locator('[aria-current="page"]')).toHaveText('Nordlicht margin review');
  await expect(page.getByRole('textbox', { name: 'Key question' })).toHaveValue(
    'How can Nordlicht Bikes restore an 8% EBIT margin by 2027?',
  );
  await expect(page.getByRole('textbox', { name: 'Issue 2.1' })).toHaveValue('Are purchasing prices above benchmark?');

  // Rename inline; the save goes out on its own and survives a reload.
  const saved = page.waitForResponse(isSave(project.id));
  await page.getByRole('textbox', { name: 'Issue 2', exact: true }).fill('Can cost per bike fall by 6%?');
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Issue 2', exact: true })).toHaveValue(
    'Can cost per bike fall by 6%?',
  );

  // Keyboard: Enter adds the next issue and puts the cursor in it; moving keeps focus on the button.
  await page.getByRole('textbox', { name: 'Issue 2', exact: true }).press('Enter');
  const added = page.getByRole('textbox', { name: 'Issue 3', exact: true });
  await expect(added).toBeFocused();
  await page.keyboard.type('Can capital employed fall?');
  await page.getByRole('button', { name: 'Move issue 3 up' }).click();
  await expect(page.getByRole('textbox', { name: 'Issue 2', exact: true })).toHaveValue('Can capital employed fall?');
  await expect(page.getByRole('button', { name: 'Move issue 2 up' })).toBeFocused();
  await page.getByRole('button', { name: 'Add a sub-issue to issue 1' }).click();
  await expect(page.getByRole('textbox', { name: 'Issue 1.1' })).toBeFocused();
  await page.keyboard.type('Can prices rise 3% without losing volume?');

  // A sub-tree goes only after a confirmation; undo brings it back.
  const deleteIssue3 = page.getByRole('button', { name: 'Delete issue 3', exact: true });
  await deleteIssue3.click();
  const confirmation = page.getByRole('alertdialog', { name: 'Delete issue 3 and its sub-issues?' });
  await expect(confirmation).toContainText('Issue 3 has 1 sub-issue, which goes with it.');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Issue 3.1' })).toBeVisible();
  await deleteIssue3.click();
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('textbox', { name: 'Issue 3', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('textbox', { name: 'Issue 3.1' })).toHaveValue('Are purchasing prices above benchmark?');

  // Hypotheses: link to an issue, change the status, add one; the storyline gets a point.
  await page
    .getByRole('combobox', { name: 'Issue of hypothesis 1' })
    .selectOption({ label: '1.1 Can prices rise 3% without losing volume?' });
  await page.getByRole('combobox', { name: 'Status of hypothesis 2' }).selectOption('Rejected');
  await page.getByRole('button', { name: 'Add hypothesis' }).click();
  await expect(page.getByRole('textbox', { name: 'Hypothesis 3' })).toBeFocused();
  await page.keyboard.type('Working capital ties up 30% of sales.');
  await page.getByRole('button', { name: 'Add point' }).click();
  await expect(page.getByRole('textbox', { name: 'Point 3' })).toBeFocused();
  await page.keyboard.type('Working capital can free cash.');
  await page.getByRole('button', { name: 'Move point 3 up' }).click();
  await expect(page.getByRole('textbox', { name: 'Point 2' })).toHaveValue('Working capital can free cash.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });

  await expectAccessible(page);
  await screenshot(page, 'classic-project-1440-en');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Issue 1.1' })).toHaveValue(
    'Can prices rise 3% without losing volume?',
  );
  await expect(page.getByRole('combobox', { name: 'Status of hypothesis 2' })).toHaveValue('rejected');
  await expect(page.getByRole('textbox', { name: 'Hypothesis 3' })).toHaveValue(
    'Working capital ties up 30% of sales.',
  );
  await expect(page.getByRole('textbox', { name: 'Point 2' })).toHaveValue('Working capital can free cash.');

  // Upgrade: a confirmation says what happens, then the project opens in the workspace as 1.1.
  await page.getByRole('button', { name: 'Upgrade to the new workspace' }).click();
  const upgrade = page.getByRole('alertdialog', { name: 'Upgrade to the new workspace?' });
  await expect(upgrade).toContainText('The issue tree stays as it is.');
  await keepScreenshot(page, 'classic-upgrade-confirm');
  await upgrade.getByRole('button', { name: 'Upgrade' }).click();
  // The toast first: it lives 4 s, which the workspace's first render on a loaded machine can outlast.
  await expect(toast(page, 'Upgraded: the project now opens in the new workspace')).toBeVisible();
  await expect(page).toHaveURL(`/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nordlicht margin review' })).toBeVisible();

  const stored = await storedProject(request, account, project.id);
  const body = JSON.parse(stored.projectSnapshots[0]!.body) as {
    version: string;
    issueTree: { root: { label: string; children: Array<{ label: string; children: Array<{ label: string }> }> } };
    hypothesisTree: { root: { children: Array<{ label: string; children: Array<{ id: string; status: string }> }> } };
    storyline: { keyLines: Array<{ statement: string }> };
  };
  expect(body.version).toBe('1.1');
  expect(body.issueTree.root.label).toBe('How can Nordlicht Bikes restore an 8% EBIT margin by 2027?');
  expect(body.issueTree.root.children.map((issue) => issue.label)).toEqual([
    'Can revenue per bike rise?',
    'Can capital employed fall?',
    'Can cost per bike fall by 6%?',
  ]);
  expect(body.issueTree.root.children[0]!.children.map((issue) => issue.label)).toEqual([
    'Can prices rise 3% without losing volume?',
  ]);
  expect(body.storyline.keyLines.map((line) => line.statement)).toEqual([
    'Premium e-bikes carry the margin.',
    'Working capital can free cash.',
    'Frames cost too much.',
  ]);
  expect(stored.projectSnapshots[0]!.problemStatement).toBe(classicBody.problemStatement);

  // The classic address of a 1.1 project forwards to the workspace.
  await page.goto(`/v1.0/projects/${project.id}`);
  await expect(page).toHaveURL(`/projects/${project.id}`);
});

test('the 1.0 worked example is read-only and can be copied, within the project limit', async ({ page, request }) => {
  const account = await createAccount(request);
  await signInBrowser(page, account);
  await page.goto('/v1.0/projects/example');

  await expect(page.getByRole('heading', { level: 1, name: /Rheinchem/ })).toBeVisible();
  await expect(page.getByText('Worked example', { exact: true })).toBeVisible();
  await expect(page.getByText('Read only', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Should Rheinchem enter the US market for machinery coatings', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Incumbents earn EBIT margins above 12% in this segment.')).toBeVisible();
  await expect(page.getByText('Tests issue 1.2: How profitable is the market?')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('combobox')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Upgrade to the new workspace' })).toHaveCount(0);
  await expectAccessible(page);
  await screenshot(page, 'classic-example-1440-en');

  await page.getByRole('button', { name: 'Copy to my projects' }).click();
  await expect(toast(page, '“Rheinchem: US market entry (classic format)” copied into your projects')).toBeVisible();
  await expect(page).toHaveURL(/\/v1\.0\/projects\/\d+$/);
  // The copy is the caller's own 1.0 project: it opens in the classic view, editable.
  await expect(page.getByRole('textbox', { name: 'Key question' })).toHaveValue(
    /^Should Rheinchem enter the US market/,
  );
  await expect(page.getByText('Owner', { exact: true })).toBeVisible();

  // At the limit the copy is refused with the reason.
  const api = apiAs(request, account);
  await api.createProject('Second');
  await api.createProject('Third');
  await page.goto('/v1.0/projects/example');
  await page.getByRole('button', { name: 'Copy to my projects' }).click();
  await expect(toast(page, 'You have reached your project limit. Delete a project to start another.')).toBeVisible();
  await expect(page).toHaveURL('/v1.0/projects/example');
});

test('a viewer reads a 1.0 project without controls; the page holds at 1024 px in German', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, { fullName: 'Olga Owner' });
  const viewer = await createAccount(request, { fullName: 'Victor Viewer' });
  const project = await apiAs(request, owner).createProject('Nordlicht viewer copy', {
    body: JSON.stringify(classicBody),
  });
  await apiAs(request, owner).addMember(project.id, viewer, 'viewer');
  await signInBrowser(page, viewer);
  await page.goto(`/v1.0/projects/${project.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nordlicht viewer copy' })).toBeVisible();
  await expect(page.getByText('Frame suppliers charge 10% above benchmark.')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Upgrade to the new workspace' })).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Add hypothesis' })).toHaveCount(0);
  await expectAccessible(page);

  await page.context().clearCookies({ name: 'auth_token' });
  await signInBrowser(page, owner);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: appOrigin }]);
  await page.goto(`/v1.0/projects/${project.id}`);
  await expect(page.getByRole('button', { name: 'In den neuen Arbeitsbereich übernehmen' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kernfrage' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'classic-project-1024-de');
});

test('an empty 1.0 project teaches the first step and builds its issue tree from the keyboard', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const project = await apiAs(request, account).createProject('Blank classic', { body: '{}' });
  await signInBrowser(page, account);
  await page.goto(`/v1.0/projects/${project.id}`);
  await expect(page.getByRole('heading', { name: 'Start with a sharp key question' })).toBeVisible();
  await expect(page.getByText('No hypotheses yet. State what you expect the answer to be')).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'classic-empty-1440-en');

  await page.getByRole('button', { name: 'Add the key question' }).click();
  await expect(page.getByRole('textbox', { name: 'Key question' })).toBeFocused();
  await page.keyboard.type('Why did churn double in 2025?');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Issue 1', exact: true })).toBeFocused();
  await page.keyboard.type('Which customers left?');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Why did they leave?');
  const saved = page.waitForResponse(isSave(project.id));
  await page.getByRole('textbox', { name: 'Governing thought' }).fill('Onboarding, not price, drives churn.');
  await saved;
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Issue 2', exact: true })).toHaveValue('Why did they leave?');
  await expect(page.getByRole('textbox', { name: 'Governing thought' })).toHaveValue(
    'Onboarding, not price, drives churn.',
  );
});
