import type { GenerationRequest, ProjectDocument } from '@caseboard/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs, createAccount, signInBrowser, type Account } from './support/accounts';
import { expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

// "See and confirm how the problem was read": a statement the offline reader cannot place asks the
// consultant for the kind of problem before anything is generated, and the issue tree is built from the
// kind the consultant confirmed. (Which archetypes have their own splits grows on other branches; the
// test holds either way: the choice is stored, sent with the request, and the tree follows it.)

/** Little evidence: the offline reader is unsure what kind of problem this is. */
const BANK = 'A regional bank is reviewing its branch network.';

function documentOf(request: APIRequestContext, account: Account) {
  return async (projectId: number): Promise<ProjectDocument> => {
    const res = await request.get(`/api/v1/projects/${projectId}`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    const body = (await res.json()) as { projectSnapshots: Array<{ body: string }> };
    return JSON.parse(body.projectSnapshots[0]!.body) as ProjectDocument;
  };
}

/** Every generation request the page sends, by artefact path. */
function recordGenerations(page: Page) {
  const sent: Array<{ path: string; body: GenerationRequest }> = [];
  page.on('request', (request) => {
    const match = /\/api\/v1\/ai\/([a-z-]+)$/.exec(new URL(request.url()).pathname);
    if (match && request.method() === 'POST') sent.push({ path: match[1]!, body: request.postDataJSON() });
  });
  return sent;
}

const steps = (page: Page) => page.getByRole('navigation', { name: 'Steps of the problem-solving chain' });

/** The first level of the issue tree's outline. */
async function branchesOf(page: Page): Promise<string[]> {
  const rows = page.getByRole('tree', { name: 'Issue tree' }).locator('[role="treeitem"][aria-level="2"]');
  const labels: string[] = [];
  for (const row of await rows.all()) labels.push((await row.locator(':scope > span').first().innerText()).trim());
  return labels;
}

test('an unsure reading asks for the kind of problem first, and the issue tree follows the kind confirmed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { fullName: 'Rhea Reader' });
  const project = await apiAs(request, account).createProject('Branch network review', { problemStatement: BANK });
  const stored = documentOf(request, account);
  const sent = recordGenerations(page);
  await signInBrowser(page, account);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/projects/${project.id}/issue-tree`);

  // Generate on an unread statement: it is read first, and the reader is unsure, so nothing is generated.
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page).toHaveURL(`/projects/${project.id}/problem`);
  const panel = page.getByRole('region', { name: 'How Caseboard reads the problem' });
  const question = panel.getByRole('group', { name: 'Which kind of problem is this?' });
  await expect(question).toBeVisible();
  await expect(question.getByText('Generating the issue tree waits for your choice.')).toBeVisible();
  await expect(page.getByText('Pick the kind of problem first', { exact: false }).first()).toBeVisible();
  // Nothing in the statement points to a kind: every kind is offered, each with what it means.
  await expect(question.getByRole('radio')).toHaveCount(23);
  await expect(question.getByText('Choose among named options by agreed criteria', { exact: false })).toBeVisible();
  // Each field shows the words of the statement it came from.
  await expect(panel.getByText('From the statement: “regional bank”')).toBeVisible();
  expect(sent.map((s) => s.path)).toEqual(['reading']);
  await expect.poll(async () => (await stored(project.id)).reading?.unsure, { timeout: 10_000 }).toBe(true);
  expect((await stored(project.id)).issueTree).toBeNull();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 2400 });
  await keepScreenshot(page, 'reading-1-question');
  await page.setViewportSize({ width: 1440, height: 900 });

  // The consultant picks with the keyboard and confirms: the generation continues on the issue tree.
  const options = question.getByRole('radio', { name: 'Choice among options' });
  await options.focus();
  await page.keyboard.press('Space');
  await expect(options).toBeChecked();
  await expect(panel.getByRole('combobox', { name: 'Kind of problem' })).toHaveValue('option-choice');
  const confirm = question.getByRole('button', { name: 'Confirm and generate the issue tree' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/projects/${project.id}/issue-tree`);
  await expect(page.getByRole('tree', { name: 'Issue tree' }).getByRole('treeitem').first()).toBeVisible();
  const chosen = await branchesOf(page);
  expect(chosen.length).toBeGreaterThan(1);
  const first = sent.find((s) => s.path === 'issue-tree')!;
  expect(first.body.context?.reading).toMatchObject({ archetype: 'option-choice', confirmed: true, unsure: false });
  await expect
    .poll(async () => (await stored(project.id)).reading, { timeout: 10_000 })
    .toMatchObject({ archetype: 'option-choice', confirmed: true });
  await keepScreenshot(page, 'reading-2-tree-from-choice');

  // Another kind, confirmed: "Generate again" sends the current tree and the new reading, and the proposal
  // is split the way that kind of problem is solved.
  await steps(page)
    .getByRole('link', { name: /Problem/ })
    .click();
  await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();
  await panel.getByRole('combobox', { name: 'Kind of problem' }).selectOption('profitability');
  await expect(panel.getByText('Proposed', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Confirm reading' }).click();
  await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();
  await steps(page)
    .getByRole('link', { name: /Issue tree/ })
    .click();
  await page.getByRole('button', { name: 'Generate again' }).click();
  const proposal = page.getByRole('region', { name: 'Proposed issue tree' });
  await expect(proposal).toBeVisible();
  const again = sent.filter((s) => s.path === 'issue-tree').at(-1)!;
  expect(again.body.context?.reading).toMatchObject({ archetype: 'profitability', confirmed: true });
  expect(again.body.context?.issueTree?.root.children.length).toBe(chosen.length);
  expect(again.body.context?.focusNodeId).toBeUndefined();
  // The statement was read once: a confirmed reading of the same statement is not read again.
  expect(sent.filter((s) => s.path === 'reading')).toHaveLength(1);
  await expectAccessible(page);
  await keepScreenshot(page, 'reading-3-another-split');
  await proposal.getByRole('button', { name: 'Accept all' }).click();
  await expect(proposal).toHaveCount(0);
  await expect.poll(() => branchesOf(page)).not.toEqual(chosen);
  await expect
    .poll(async () => (await stored(project.id)).issueTree?.root.children.map((c) => c.label), { timeout: 10_000 })
    .toEqual(await branchesOf(page));
});

test('a viewer sees the reading but cannot change it', async ({ page, request }) => {
  const owner = await createAccount(request, { fullName: 'Owen Owner' });
  const viewer = await createAccount(request, { fullName: 'Vera Viewer' });
  const document = {
    version: '1.1',
    reading: {
      statement: BANK,
      archetype: 'channel-shift',
      subject: 'the bank',
      industry: 'banking',
      metric: '',
      baseline: '',
      target: '',
      deadline: '',
      options: ['close a third of the branches'],
      constraints: [],
      decisionMakers: ['the board'],
      sources: [{ field: 'subject', start: 2, end: 15, text: 'regional bank' }],
      confidence: 0.4,
      alternatives: [],
      unsure: false,
      confirmed: true,
    },
    brief: {
      situation: '',
      complication: '',
      keyQuestion: '',
      decisionMakers: [],
      successCriteria: [],
      scopeIn: [],
      scopeOut: [],
      constraints: [],
      timeFrame: '',
    },
    issueTree: null,
    hypothesisTree: null,
    workplan: [],
    analyses: [],
    storyline: null,
  };
  const project = await apiAs(request, owner).createProject('Branch network (shared)', {
    problemStatement: BANK,
    body: JSON.stringify(document),
  });
  await apiAs(request, owner).addMember(project.id, viewer, 'viewer');
  await signInBrowser(page, viewer);
  await page.goto(`/projects/${project.id}`);
  const panel = page.getByRole('region', { name: 'How Caseboard reads the problem' });
  await expect(panel.getByRole('combobox', { name: 'Kind of problem' })).toHaveValue('channel-shift');
  await expect(panel.getByRole('combobox', { name: 'Kind of problem' })).toBeDisabled();
  await expect(panel.getByRole('textbox', { name: 'Options on the table' })).toHaveValue(
    'close a third of the branches',
  );
  await expect(panel.getByRole('textbox', { name: 'Options on the table' })).not.toBeEditable();
  await expect(panel.getByRole('button')).toHaveCount(0);
  await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectAccessible(page);
});
