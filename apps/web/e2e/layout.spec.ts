import type { ProjectDocument } from '@caseboard/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, createAccount, linkFromMail, signInThroughUi, uniqueEmail, type Account } from './support/accounts';
import { expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

// The workspace a consultant can present from (docs/decisions/026-workspace-layout-and-history.md):
// no dead ends on the landing screen, text boxes that never clip, and a page that fits the window.

const STEPS = ['problem', 'issue-tree', 'hypotheses', 'workplan', 'analyses', 'storyline'] as const;
const SCRATCH = process.env.LAYOUT_SCREENS_DIR;

async function screenshot(page: Page, name: string) {
  await keepScreenshot(page, name);
  if (SCRATCH) await page.screenshot({ path: `${SCRATCH}/${name}.png` });
}

/** A worked example with a current document: its id and its body. */
async function workedExample(request: APIRequestContext, account: Account) {
  const headers = { authorization: `Bearer ${account.token}` };
  const list = (await (await request.get('/api/v1/projects/demo', { headers })).json()) as {
    results: Array<{ id: number; documentVersion: string | null }>;
  };
  const id = list.results.find((project) => project.documentVersion === '1.1')!.id;
  const detail = (await (await request.get(`/api/v1/projects/${id}`, { headers })).json()) as {
    projectSnapshots: Array<{ body: string }>;
  };
  return { id, document: JSON.parse(detail.projectSnapshots[0]!.body) as ProjectDocument };
}

const LONG = Array.from(
  { length: 14 },
  (_, index) =>
    `Point ${index + 1}: the regional fleet costs rose faster than the revenue they carry, quarter after quarter.`,
).join(' ');

/** Every text box on the page whose text does not fit it: its id and its heights. */
async function clippedTextBoxes(page: Page) {
  return page.locator('textarea').evaluateAll((boxes) =>
    boxes
      .filter((box) => box.getClientRects().length > 0)
      .filter((box) => box.scrollHeight > box.clientHeight + 1)
      .map((box) => `${box.id || box.getAttribute('aria-label')}: ${box.scrollHeight} > ${box.clientHeight}`),
  );
}

async function pageOverflow(page: Page) {
  return page.evaluate(() => ({
    height: document.scrollingElement!.scrollHeight - window.innerHeight,
    width: document.scrollingElement!.scrollWidth - window.innerWidth,
  }));
}

test('signing in with two projects lands beside the form with both; an accepted invitation opens the shared project', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, { fullName: 'Grace Hopper' });
  const shared = await apiAs(request, owner).createProject('Fleet renewal for Nordbahn');
  const account = await createAccount(request, { fullName: 'Nora Consultant' });
  await apiAs(request, account).createProject('Margin recovery');
  await apiAs(request, account).createProject('Churn reduction');
  await apiAs(request, owner).addMember(shared.id, account.email, 'editor');

  await signInThroughUi(page, account);
  await expect(page).toHaveURL(/\/projects\/new$/);
  const work = page.getByRole('complementary', { name: 'Your work' });
  const own = work.getByRole('region', { name: 'Your projects' });
  await expect(own.getByRole('link', { name: 'Margin recovery' })).toBeVisible();
  await expect(own.getByRole('link', { name: 'Churn reduction' })).toBeVisible();
  await expect(work.getByText('Grace Hopper invites you to “Fleet renewal for Nordbahn” as Editor')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Project name' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'layout-landing-1440');

  await work.getByRole('button', { name: 'Accept the invitation to “Fleet renewal for Nordbahn”' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${shared.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet renewal for Nordbahn' })).toBeVisible();

  // Back on the landing screen, the project is listed as shared and the invitation is gone.
  await page.goto('/projects/new');
  await expect(
    page.getByRole('region', { name: 'Shared with me' }).getByRole('link', { name: 'Fleet renewal for Nordbahn' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Accept the invitation/ })).toHaveCount(0);
});

test('the invitation link signs a new colleague up and opens the shared project', async ({ page, request }) => {
  const owner = await createAccount(request, { fullName: 'Grace Hopper' });
  const project = await apiAs(request, owner).createProject('Depot consolidation');
  const invitee = uniqueEmail('colleague');
  await apiAs(request, owner).addMember(project.id, invitee, 'viewer');
  const link = await linkFromMail(invitee, /(\/auth\/invite-user\/[A-Za-z0-9_-]{43})/);

  await page.goto(link);
  await page.getByLabel('Full name').fill('Katherine Johnson');
  await page.getByLabel('Password', { exact: true }).fill('Orbital mechanics at dawn 62');
  await page.getByLabel('I am 18 or older.').check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Create account and join' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Depot consolidation' })).toBeVisible();
});

test('no text box on the Problem and Storyline steps clips its text, in an own project and a worked example', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(request);
  const example = await workedExample(request, account);
  const document: ProjectDocument = {
    ...example.document,
    brief: { ...example.document.brief, situation: LONG, complication: LONG, keyQuestion: LONG },
    storyline: example.document.storyline
      ? { ...example.document.storyline, governingThought: LONG, situation: LONG, complication: LONG, resolution: LONG }
      : null,
  };
  const project = await apiAs(request, account).createProject('Long texts', {
    problemStatement: LONG,
    body: JSON.stringify(document),
  });
  await signInThroughUi(page, account);
  await page.setViewportSize({ width: 1440, height: 900 });

  for (const [id, name] of [
    [project.id, 'own'],
    [example.id, 'example'],
  ] as const) {
    for (const step of ['problem', 'storyline'] as const) {
      await page.goto(`/projects/${id}/${step}`);
      await expect(page.locator('textarea').first()).toBeVisible();
      await expect.poll(() => clippedTextBoxes(page), { message: `${name} ${step}` }).toEqual([]);
    }
  }
  // The long text really is in the boxes (a box that shows nothing clips nothing).
  await page.goto(`/projects/${project.id}/storyline`);
  await expect(page.getByRole('textbox', { name: 'Resolution' })).toHaveValue(LONG);
  const box = await page.getByRole('textbox', { name: 'Resolution' }).boundingBox();
  expect(box!.height).toBeGreaterThan(150);
});

test('at 1440 x 900 the workspace does not scroll as a page and the toolbar stays in view on every step', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const account = await createAccount(request);
  const example = await workedExample(request, account);
  const project = await apiAs(request, account).createProject('Fits the window', {
    body: JSON.stringify(example.document),
  });
  await signInThroughUi(page, account);
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const step of STEPS) {
    await page.goto(`/projects/${project.id}/${step}`);
    await expect(page.getByRole('link', { name: /Problem/ }).first()).toBeVisible();
    await expect.poll(async () => (await pageOverflow(page)).height, { message: step }).toBeLessThanOrEqual(0);
    for (const name of ['Undo', 'History', 'Members']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeInViewport();
    }
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeInViewport();
  }
  await page.goto(`/projects/${project.id}/hypotheses`);
  await screenshot(page, 'layout-hypotheses-1440');
  await page.goto(`/projects/${project.id}/problem`);
  await screenshot(page, 'layout-problem-1440');

  // 1024: the tree's details fold behind a button, so the canvas keeps its width; they open over it.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/projects/${project.id}/hypotheses`);
  const details = page.getByRole('button', { name: 'Details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('complementary', { name: 'Node details and structure review' })).toBeHidden();
  await screenshot(page, 'layout-hypotheses-1024');
  await details.click();
  await expect(page.getByRole('complementary', { name: 'Node details and structure review' })).toBeVisible();
  await expectAccessible(page);
  await screenshot(page, 'layout-hypotheses-1024-details');

  // 800: the work plan's table scrolls inside its own frame; the page does not scroll sideways.
  await page.setViewportSize({ width: 800, height: 700 });
  await page.goto(`/projects/${project.id}/workplan`);
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect.poll(async () => (await pageOverflow(page)).width).toBeLessThanOrEqual(0);
  const frame = await table.evaluate((element) => {
    const parent = element.parentElement!;
    return { scroll: parent.scrollWidth, client: parent.clientWidth, overflow: getComputedStyle(parent).overflowX };
  });
  expect(frame.overflow).toBe('auto');
  expect(frame.scroll).toBeGreaterThan(frame.client);
  await expect(page.getByRole('button', { name: 'History', exact: true })).toBeInViewport();
  await screenshot(page, 'layout-workplan-800');
});

test('the history says what each revision changed, shows a restore at once, and compares at full width', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { fullName: 'Nora Consultant' });
  const example = await workedExample(request, account);
  const project = await apiAs(request, account).createProject('History that explains itself', {
    body: JSON.stringify(example.document),
  });
  await signInThroughUi(page, account);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/projects/${project.id}/problem`);
  await page.getByRole('textbox', { name: 'Key question' }).fill('How can FreshWay restore 150 bp by 2027?');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  await page.getByRole('button', { name: 'History', exact: true }).click();
  const panel = page.getByRole('complementary', { name: 'Version history' });
  const session = panel.getByRole('region', { name: /^Nora Consultant · .* · 2 revisions$/ });
  await expect(session.getByRole('listitem').filter({ hasText: 'Revision 2' })).toContainText('Edited 1 brief field');
  await expect(session.getByRole('listitem').filter({ hasText: 'Revision 1' })).toContainText('Created the project');

  await session
    .getByRole('listitem')
    .filter({ hasText: 'Revision 1' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  // The restore is saved as a new revision and listed at once, without reopening the history.
  await expect(panel.getByRole('listitem').filter({ hasText: 'Revision 3' })).toContainText('Restored revision 1');
  await expect(page.getByRole('textbox', { name: 'Key question' })).toHaveValue(example.document.brief.keyQuestion);

  await panel.getByRole('checkbox', { name: 'Select for comparison: Revision 1' }).check();
  await panel.getByRole('checkbox', { name: 'Select for comparison: Revision 2' }).check();
  const diff = panel.getByRole('region', { name: 'Changes from Revision 1 to Revision 2' });
  await expect(diff).toBeInViewport();
  expect((await diff.boundingBox())!.width).toBeGreaterThan(800);
  await expectAccessible(page);
  await screenshot(page, 'layout-history-diff-1440');
  await panel.getByRole('button', { name: 'Back to the list' }).click();
  await expect(diff).toHaveCount(0);
  await screenshot(page, 'layout-history-1440');
});
