import type { HypothesisNode, ProjectDocument, TreeNode } from '@caseboard/contracts';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { apiAs, appOrigin, createAccount, signInBrowser, type Account } from './support/accounts';
import { applyShellDefaults, expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

// The bars of issue 7 for the project workspace (/projects/{id}): the whole chain generated with the
// offline engine and kept, two people editing at once, and the tree built by keyboard alone.

const PROBLEM =
  'Northwind’s EBIT margin fell from 4.1% to 2.3% in two years. How can Northwind recover 150 bp within 18 months without losing market share?';

interface StoredSnapshot {
  id: number;
  revision: number;
  problemStatement: string;
  body: string;
}

function api(request: APIRequestContext, account: Account) {
  const headers = { authorization: `Bearer ${account.token}` };
  const get = async <T>(path: string): Promise<T> => {
    const res = await request.get(path, { headers });
    expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  };
  return {
    snapshot: async (projectId: number) =>
      (await get<{ projectSnapshots: StoredSnapshot[] }>(`/api/v1/projects/${projectId}`)).projectSnapshots[0]!,
    document: async (projectId: number) =>
      JSON.parse(
        (await get<{ projectSnapshots: StoredSnapshot[] }>(`/api/v1/projects/${projectId}`)).projectSnapshots[0]!.body,
      ) as ProjectDocument,
    revisions: (projectId: number, snapshotId: number) =>
      get<{
        hasMore: boolean;
        results: Array<{ revision: number; autosave: boolean; author: { fullName: string } | null }>;
      }>(`/api/v1/projects/${projectId}/snapshots/${snapshotId}/revisions?pageSize=100`),
    revision: (projectId: number, snapshotId: number, revision: number) =>
      get<{ revision: number; body: string }>(
        `/api/v1/projects/${projectId}/snapshots/${snapshotId}/revisions/${revision}`,
      ),
    projects: () =>
      get<{ total: number; results: Array<{ id: number; name: string }> }>('/api/v1/projects?pageSize=100'),
  };
}

/** The save indicator in the workspace header (a polite live region). */
const saveIndicator = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saved|Saving…|Unsaved changes|Offline – retrying|Not saved.*)$/ });

const steps = (page: Page) => page.getByRole('navigation', { name: 'Steps of the problem-solving chain' });

function labelsOf(node: TreeNode | HypothesisNode, depth = 0): string[] {
  return [`${'  '.repeat(depth)}${node.label}`, ...node.children.flatMap((child) => labelsOf(child, depth + 1))];
}

function idsOf(node: TreeNode | HypothesisNode): string[] {
  return [node.id, ...node.children.flatMap(idsOf)];
}

/** The outline as text: one line per visible row, indented by its level. */
async function outlineOf(page: Page, name: string): Promise<string[]> {
  const rows = page.getByRole('tree', { name }).getByRole('treeitem');
  const out: string[] = [];
  for (const row of await rows.all()) {
    const level = Number(await row.getAttribute('aria-level'));
    const label = await row.locator(':scope > span').first().innerText();
    out.push(`${'  '.repeat(level - 1)}${label.trim()}`);
  }
  return out;
}

test('a consultant creates a project, generates the whole chain offline, renames a node and finds it in the history', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const account = await createAccount(request, { fullName: 'Nora Consultant' });
  const server = api(request, account);
  await signInBrowser(page, account);

  // Below the limit, the root sends a consultant to the new-project screen.
  await page.goto('/');
  await expect(page).toHaveURL('/projects/new');
  await page.getByLabel('Project name').fill('Northwind margin recovery');
  await page.getByLabel('Problem statement').fill(PROBLEM);
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const projectId = Number(/\/projects\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind margin recovery' })).toBeVisible();
  await expect(steps(page).getByRole('link', { name: /Problem/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('textbox', { name: 'Problem statement' })).toHaveValue(PROBLEM);
  await expect(page.getByRole('button', { name: 'Members' })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'workspace-1-problem');
  const created = await server.snapshot(projectId);
  expect(created.revision).toBe(1);

  // Issue tree: generated about the problem by the offline engine, filling the empty step.
  await steps(page)
    .getByRole('link', { name: /Issue tree/ })
    .click();
  await expect(page).toHaveURL(`/projects/${projectId}/issue-tree`);
  await expect(page.getByRole('heading', { name: 'Break the key question down' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const issueTree = page.getByRole('tree', { name: 'Issue tree' });
  // The root is the key question, built on the reading the generation made first.
  await expect(issueTree.getByRole('treeitem').first()).toContainText(/Northwind .*150 bp within 18 months/);
  expect(await issueTree.getByRole('treeitem').count()).toBeGreaterThan(10);
  await expect(saveIndicator(page)).toHaveText('Saved');
  await expect
    .poll(async () => (await server.document(projectId)).issueTree?.root.children.length ?? 0)
    .toBeGreaterThan(1);
  const generated = await server.snapshot(projectId);
  expect(generated.revision).toBeGreaterThan(created.revision);
  const original = JSON.parse(generated.body).issueTree.root.children[0].label as string;
  await expect(page.getByRole('group', { name: 'Issue tree' }).locator('.react-flow__node').first()).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'workspace-2-issue-tree');

  // Rename the first branch in the outline (F2), as a consultant sharpening the generated tree.
  const renamed = 'Can Northwind raise revenue per customer through price and mix?';
  await issueTree.getByRole('treeitem', { name: original }).click();
  await page.keyboard.press('F2');
  const field = issueTree.getByRole('textbox', { name: 'Node text' });
  await expect(field).toBeFocused();
  await field.fill(renamed);
  await field.press('Enter');
  await expect(issueTree.getByRole('treeitem', { name: renamed })).toBeFocused();
  await expect
    .poll(async () => (await server.document(projectId)).issueTree!.root.children[0]!.label, { timeout: 10_000 })
    .toBe(renamed);
  await expect(saveIndicator(page)).toHaveText('Saved');

  // The rename survives a reload; the revision rose and the earlier revisions are listed.
  await page.reload();
  await expect(page.getByRole('tree', { name: 'Issue tree' }).getByRole('treeitem', { name: renamed })).toBeVisible();
  const afterRename = await server.snapshot(projectId);
  expect(afterRename.revision).toBeGreaterThan(generated.revision);
  const history = await server.revisions(projectId, afterRename.id);
  const listed = history.results.map((item) => item.revision);
  expect(listed[0]).toBe(afterRename.revision);
  expect(listed).toEqual(expect.arrayContaining([generated.revision, created.revision]));
  expect(history.hasMore).toBe(false);
  expect(history.results.every((item) => item.author?.fullName === 'Nora Consultant')).toBe(true);
  // The generation was taken in as its own revision: the history still has the tree before the rename.
  const beforeRename = await server.revision(projectId, afterRename.id, generated.revision);
  expect(beforeRename.body).toContain(original);
  expect(beforeRename.body).not.toContain(renamed);
  expect((await server.revision(projectId, afterRename.id, created.revision)).body).not.toContain('issueTree":{');

  // The history view lists the revisions and shows the rename between the two.
  await page.getByRole('button', { name: 'History' }).click();
  const panel = page.getByRole('complementary', { name: 'Version history' });
  await panel.getByRole('checkbox', { name: `Select for comparison: Revision ${generated.revision}` }).check();
  await panel.getByRole('checkbox', { name: `Select for comparison: Revision ${afterRename.revision}` }).check();
  await expect(
    panel.getByRole('heading', { name: `Revision ${generated.revision} → Revision ${afterRename.revision}` }),
  ).toBeVisible();
  await expect(panel.getByText(`Text: ${original} → ${renamed}`)).toBeVisible();
  await expect(panel.getByText(/autosaved/).first()).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'workspace-3-history');
  await panel.getByRole('button', { name: 'Close the history' }).click();
  await expect(panel).toHaveCount(0);

  // Every other step: reachable by its tab, generates, passes axe; then reachable by its URL.
  await steps(page)
    .getByRole('link', { name: /Hypotheses/ })
    .click();
  await expect(page).toHaveURL(`/projects/${projectId}/hypotheses`);
  await expect(page.getByRole('heading', { name: 'Turn the issues into testable claims' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const hypothesisTree = page.getByRole('tree', { name: 'Hypothesis tree' });
  await expect(hypothesisTree.getByRole('treeitem').first()).toContainText('Northwind');
  expect(await hypothesisTree.getByRole('treeitem').count()).toBeGreaterThan(5);
  await expect(hypothesisTree.getByText('Untested').first()).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'workspace-4-hypotheses');

  await steps(page)
    .getByRole('link', { name: /Work plan/ })
    .click();
  await expect(page).toHaveURL(`/projects/${projectId}/workplan`);
  await expect(
    page.getByRole('heading', { name: 'Plan the analyses that prove or kill each hypothesis' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const plan = page.getByRole('table', { name: 'Work plan: analyses by hypothesis' });
  await expect(plan).toBeVisible();
  const planRows = await plan.getByRole('row').count();
  expect(planRows).toBeGreaterThan(3);
  // Each analysis shows the rule that settles its hypothesis, readable on a wide and a narrow screen.
  await expect(plan.getByText('Decision rule:').first()).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await keepScreenshot(page, 'workspace-5-workplan');
  await page.setViewportSize({ width: 800, height: 900 });
  await expect(plan.getByText('Decision rule:').first()).toBeVisible();
  await keepScreenshot(page, 'workspace-5-workplan-800');
  await page.setViewportSize({ width: 1280, height: 720 });

  await steps(page)
    .getByRole('link', { name: /Analyses/ })
    .click();
  await expect(page).toHaveURL(`/projects/${projectId}/analyses`);
  await expect(page.getByText(`${planRows - 1} analyses`)).toBeVisible();
  await page.getByRole('button', { name: 'Write instructions' }).click();
  await expect(page.getByText('Objective', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Illustrate analyses' }).click();
  await expect(page.getByText('Illustration — not data', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /^Illustration, not data:/ })).toBeVisible();

  // The team's results decide, never the illustrations: a measured value for the first analysis, judged by
  // its decision rule, and a verdict with its reason and source for the second.
  const analysesList = page.getByRole('navigation', { name: 'Analyses' });
  const value = page.getByRole('textbox', { name: 'Measured value' });
  // The result form names the work plan's rule the value is judged by; the evidence panel edits it.
  await expect(page.getByText('Judged by the rule:')).toBeVisible();
  await value.fill('abc');
  await expect(page.getByText('Enter a number, for example 12.5.')).toBeVisible();
  await value.fill('1000');
  await expect(page.getByText(/^By the rule, this value (supports|refutes) the hypothesis\.$/)).toBeVisible();
  await analysesList.getByRole('button').nth(1).click();
  await page.getByRole('radio', { name: 'Refutes' }).check();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Interviews with ten branch managers contradict it.');
  await page.getByRole('textbox', { name: 'Source' }).fill('Management interviews, week 2');
  await expect(analysesList.getByText('Result entered')).toHaveCount(2);
  await expectAccessible(page);
  await shootStep(page, 1440, 'workspace-6-analyses-result');
  await page.getByRole('button', { name: 'Validate hypotheses' }).click();
  const proposal = page.getByRole('region', { name: 'Proposed hypothesis statuses' });
  await expect(proposal).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'workspace-6-analyses-validation');
  await proposal.getByRole('button', { name: 'Accept all' }).click();
  await expect(proposal).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, 'workspace-6-analyses');

  await steps(page)
    .getByRole('link', { name: /Storyline/ })
    .click();
  await expect(page).toHaveURL(`/projects/${projectId}/storyline`);
  await expect(page.getByRole('heading', { name: 'Tell the story the evidence supports' })).toBeVisible();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Governing thought' })).toHaveValue(/Northwind/);
  await expect(page.getByRole('textbox', { name: 'Key line 1' })).not.toHaveValue('');
  await expectAccessible(page);
  await keepScreenshot(page, 'workspace-7-storyline');
  await expect(saveIndicator(page)).toHaveText('Saved');

  for (const [step, check] of [
    ['problem', page.getByRole('textbox', { name: 'Problem statement' })],
    ['issue-tree', page.getByRole('tree', { name: 'Issue tree' })],
    ['hypotheses', page.getByRole('tree', { name: 'Hypothesis tree' })],
    ['workplan', page.getByRole('table', { name: 'Work plan: analyses by hypothesis' })],
    ['analyses', page.getByRole('navigation', { name: 'Analyses' })],
    ['storyline', page.getByRole('textbox', { name: 'Governing thought' })],
  ] as const) {
    await page.goto(`/projects/${projectId}/${step}`);
    await expect(check).toBeVisible();
    await expect(steps(page).locator('[aria-current="page"]')).toHaveAttribute(
      'href',
      `/projects/${projectId}/${step}`,
    );
  }

  // The stored body is a 1.1 document with the whole chain, linked by hypothesis ids.
  const stored = await server.document(projectId);
  expect(stored.version).toBe('1.1');
  expect(labelsOf(stored.issueTree!.root)).toContain(`  ${renamed}`);
  const hypothesisIds = new Set(idsOf(stored.hypothesisTree!.root));
  expect(hypothesisIds.size).toBeGreaterThan(5);
  expect(stored.workplan.length).toBe(planRows - 1);
  for (const row of stored.workplan) expect(hypothesisIds).toContain(row.hypothesisId);
  expect(stored.analyses.length).toBe(stored.workplan.length);
  for (const entry of stored.analyses) {
    expect(hypothesisIds).toContain(entry.hypothesisId);
    expect(entry.instructions).toBeTruthy();
    expect(entry.simulation?.simulated).toBe(true);
  }
  expect(stored.analyses[0]!.result).toMatchObject({ value: 1000 });
  expect(stored.analyses[1]!.result).toEqual({
    verdict: 'refutes',
    reason: 'Interviews with ten branch managers contradict it.',
    source: 'Management interviews, week 2',
  });
  const statuses = new Set<string>();
  const walk = (node: HypothesisNode) => (statuses.add(node.status), node.children.forEach(walk));
  walk(stored.hypothesisTree!.root);
  expect([...statuses].some((status) => status !== 'untested')).toBe(true);
  const storyline = stored.storyline!;
  expect(storyline.governingThought).not.toBe('');
  expect(storyline.keyLines.length).toBeGreaterThan(0);
  const cited = storyline.keyLines.flatMap((line) => line.supportingPoints.flatMap((point) => point.hypothesisIds));
  expect(cited.length).toBeGreaterThan(0);
  for (const id of cited) expect(hypothesisIds).toContain(id);

  // At the project limit (3), the root opens the first project of the list, in the workspace.
  const own = apiAs(request, account);
  await own.createProject('Northwind pricing');
  await own.createProject('Northwind channels');
  const list = await server.projects();
  expect(list.total).toBe(3);
  const first = list.results[0]!;
  await page.goto('/');
  await expect(page).toHaveURL(`/projects/${first.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

/** A second browser, as a second person, with its own page-error check. */
async function secondBrowser(browser: Browser, account: Account) {
  const context = await browser.newContext({ baseURL: appOrigin });
  await applyShellDefaults(context, appOrigin);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await signInBrowser(page, account);
  return { page, errors, close: () => context.close() };
}

test('two people edit one project at once: saves merge live, and only the same field edited by both asks', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const owner = await createAccount(request, { fullName: 'Olivia Owner' });
  const editor = await createAccount(request, { fullName: 'Eddie Editor' });
  const document: ProjectDocument = {
    version: '1.1',
    brief: {
      situation: '',
      complication: '',
      keyQuestion: 'How can Harbour Air restore an 8% margin?',
      decisionMakers: [],
      successCriteria: [],
      scopeIn: [],
      scopeOut: [],
      constraints: [],
      timeFrame: '',
    },
    issueTree: {
      root: {
        id: 'q',
        label: 'How can Harbour Air restore an 8% margin?',
        kind: 'question',
        children: [
          { id: 'rev', label: 'Can revenue per flight rise?', children: [] },
          { id: 'cost', label: 'Can cost per flight fall?', children: [] },
        ],
      },
    },
    hypothesisTree: null,
    workplan: [],
    analyses: [],
    storyline: null,
  };
  const project = await apiAs(request, owner).createProject('Harbour Air margin', {
    body: JSON.stringify(document),
  });
  await apiAs(request, owner).addMember(project.id, editor, 'editor');
  const server = api(request, owner);

  await signInBrowser(page, owner);
  const second = await secondBrowser(browser, editor);
  try {
    for (const each of [page, second.page]) {
      await each.goto(`/projects/${project.id}/issue-tree`);
      await expect(each.getByRole('tree', { name: 'Issue tree' }).getByRole('treeitem')).toHaveCount(3);
    }

    // The owner saves first; the editor's open workspace takes the rename in as it lands (live updates,
    // docs/decisions/033-live-updates.md), so the editor's next save starts from it: no dialog.
    const ownerTree = page.getByRole('tree', { name: 'Issue tree' });
    const editorTree = second.page.getByRole('tree', { name: 'Issue tree' });
    await ownerTree.getByRole('treeitem', { name: 'Can revenue per flight rise?' }).click();
    await page.keyboard.press('F2');
    await ownerTree
      .getByRole('textbox', { name: 'Node text' })
      .fill('Can revenue per flight rise through ancillaries?');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await server.document(project.id)).issueTree!.root.children[0]!.label)
      .toBe('Can revenue per flight rise through ancillaries?');
    await expect(
      editorTree.getByRole('treeitem', { name: 'Can revenue per flight rise through ancillaries?' }),
    ).toBeVisible();

    await editorTree.getByRole('treeitem', { name: 'Can cost per flight fall?' }).click();
    await second.page.keyboard.press('F2');
    await editorTree.getByRole('textbox', { name: 'Node text' }).fill('Can fuel and crew cost per flight fall?');
    await second.page.keyboard.press('Enter');
    await expect
      .poll(async () => labelsOf((await server.document(project.id)).issueTree!.root), { timeout: 10_000 })
      .toEqual([
        'How can Harbour Air restore an 8% margin?',
        '  Can revenue per flight rise through ancillaries?',
        '  Can fuel and crew cost per flight fall?',
      ]);
    await expect(ownerTree.getByRole('treeitem', { name: 'Can fuel and crew cost per flight fall?' })).toBeVisible();
    await expect(second.page.getByRole('dialog')).toHaveCount(0);
    await expect(saveIndicator(second.page)).toHaveText('Saved');

    // Both change the same field: the editor, cut off from the network, renames the key question while
    // the owner renames it too. Back online, the editor's save meets the owner's: the dialog opens.
    await second.page.context().setOffline(true);
    await editorTree.getByRole('treeitem', { name: 'How can Harbour Air restore an 8% margin?' }).click();
    await second.page.keyboard.press('F2');
    await editorTree
      .getByRole('textbox', { name: 'Node text' })
      .fill('How can Harbour Air restore an 8% margin on short-haul routes?');
    await second.page.keyboard.press('Enter');
    await expect(saveIndicator(second.page)).toHaveText('Offline – retrying');
    await ownerTree.getByRole('treeitem', { name: 'How can Harbour Air restore an 8% margin?' }).click();
    await page.keyboard.press('F2');
    await ownerTree
      .getByRole('textbox', { name: 'Node text' })
      .fill('How can Harbour Air restore an 8% EBIT margin by 2027?');
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await server.document(project.id)).issueTree!.root.label)
      .toBe('How can Harbour Air restore an 8% EBIT margin by 2027?');
    await second.page.context().setOffline(false);
    const dialog = second.page.getByRole('dialog', { name: 'Someone else saved this project' });
    await expect(dialog).toBeVisible({ timeout: 40_000 });
    await expect(saveIndicator(second.page)).toHaveText('Not saved: edited elsewhere');
    await expect(dialog.getByRole('button', { name: 'Merge both' })).toBeFocused();
    await dialog.getByRole('button', { name: 'View the differences' }).click();
    await expect(dialog.getByText('Issue tree (theirs → yours):')).toBeVisible();
    await expect(dialog.getByText('You both changed 1 thing differently: merging keeps yours there.')).toBeVisible();
    await expectAccessible(second.page);
    await keepScreenshot(second.page, 'workspace-conflict-dialog');
    await dialog.getByRole('button', { name: 'Merge both' }).click();
    await expect(dialog).toHaveCount(0);

    // Merging keeps the editor's wording where both changed it, and every other edit.
    await expect
      .poll(async () => labelsOf((await server.document(project.id)).issueTree!.root), { timeout: 10_000 })
      .toEqual([
        'How can Harbour Air restore an 8% margin on short-haul routes?',
        '  Can revenue per flight rise through ancillaries?',
        '  Can fuel and crew cost per flight fall?',
      ]);
    await expect(saveIndicator(second.page)).toHaveText('Saved');
    await expect(
      ownerTree.getByRole('treeitem', { name: 'How can Harbour Air restore an 8% margin on short-haul routes?' }),
    ).toBeVisible();
    const authors = (await server.revisions(project.id, project.projectSnapshots[0]!.id)).results.map(
      (item) => item.author?.fullName,
    );
    expect(new Set(authors)).toEqual(new Set(['Olivia Owner', 'Eddie Editor']));
    expect(second.errors, 'uncaught errors in the second browser').toEqual([]);
  } finally {
    await second.close();
  }
});

test('a three-level tree built with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(60_000);
  const account = await createAccount(request, { fullName: 'Kim Keyboard' });
  const project = await apiAs(request, account).createProject('Harbour Air by keyboard', {
    problemStatement: 'How can Harbour Air restore an 8% margin within two years?',
  });
  const server = api(request, account);
  await signInBrowser(page, account);
  await page.goto(`/projects/${project.id}/issue-tree`);
  await expect(page.getByRole('heading', { name: 'Break the key question down' })).toBeVisible();

  // Tab through the page to "Start by hand", as a keyboard user would.
  const start = page.getByRole('button', { name: 'Start by hand' });
  for (let presses = 0; presses < 60 && !(await start.evaluate((el) => el === document.activeElement)); presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');

  // The root takes the focus; F2 rewrites it, Tab adds a child, Enter a sibling, arrows move.
  const tree = page.getByRole('tree', { name: 'Issue tree' });
  await expect(tree.getByRole('treeitem', { name: /Harbour Air restore an 8% margin/ })).toBeFocused();
  await page.keyboard.press('F2');
  await expect(tree.getByRole('textbox', { name: 'Node text' })).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('How can Harbour Air restore an 8% margin?');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Can revenue per flight rise?');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Can average fares rise?');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Can the load factor rise?');
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowLeft');
  await expect(tree.getByRole('treeitem', { name: 'Can revenue per flight rise?' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.type('Can cost per flight fall?');
  await page.keyboard.press('Enter');

  const expected = [
    'How can Harbour Air restore an 8% margin?',
    '  Can revenue per flight rise?',
    '    Can average fares rise?',
    '    Can the load factor rise?',
    '  Can cost per flight fall?',
  ];
  expect(await outlineOf(page, 'Issue tree')).toEqual(expected);

  // Shift+Tab outdents, Delete removes, Ctrl+Z and Ctrl+Y undo and redo, all from the keyboard.
  await page.keyboard.press('ArrowUp');
  await expect(tree.getByRole('treeitem', { name: 'Can the load factor rise?' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(tree.getByRole('treeitem', { name: 'Can the load factor rise?' })).toHaveAttribute('aria-level', '2');
  await page.keyboard.press('ControlOrMeta+Z');
  await expect(tree.getByRole('treeitem', { name: 'Can the load factor rise?' })).toHaveAttribute('aria-level', '3');
  await page.keyboard.press('Delete');
  await expect(tree.getByRole('treeitem', { name: 'Can the load factor rise?' })).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+Z');
  await page.keyboard.press('ControlOrMeta+Y');
  await expect(tree.getByRole('treeitem', { name: 'Can the load factor rise?' })).toHaveCount(0);
  await page.keyboard.press('ControlOrMeta+Z');
  expect(await outlineOf(page, 'Issue tree')).toEqual(expected);
  await expectAccessible(page);
  await keepScreenshot(page, 'workspace-keyboard-tree');

  // The stored body holds the same tree.
  await expect
    .poll(async () => {
      const stored = await server.document(project.id);
      return stored.issueTree ? labelsOf(stored.issueTree.root) : [];
    })
    .toEqual(expected);
  await expect(saveIndicator(page)).toHaveText('Saved');
});

/**
 * The workspace scrolls inside its own pane, so a full-page screenshot shows one screen of it: the step is
 * shot in a window tall enough to hold it, at the given width, and the window is put back.
 */
async function shootStep(page: Page, width: number, name: string, region?: ReturnType<Page['getByRole']>) {
  const before = page.viewportSize()!;
  await page.setViewportSize({ width, height: 2000 });
  if (region) await region.screenshot({ path: `test-results/screens/${name}-panel.png` });
  await keepScreenshot(page, name);
  await page.setViewportSize(before);
}

test('the reading panel: read, shown with the statement’s words, confirmed, out of date after an edit; at 1440 and 1024 px in both languages', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { fullName: 'Lena Reader' });
  const project = await apiAs(request, account).createProject('Northwind reading', { problemStatement: PROBLEM });
  const server = api(request, account);
  await signInBrowser(page, account);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/projects/${project.id}`);

  // No reading yet: the panel teaches the step and reads on request.
  const panel = page.getByRole('region', { name: 'How Caseboard reads the problem' });
  await expect(panel.getByText('Caseboard reads the kind of problem', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await shootStep(page, 1440, 'reading-empty-1440-en', panel);
  await panel.getByRole('button', { name: 'Read the statement' }).click();

  // The fields, each with the words it came from; pointing at one marks its words in the statement.
  await expect(panel.getByRole('combobox', { name: 'Kind of problem' })).toHaveValue('profitability');
  await expect(panel.getByRole('textbox', { name: 'Metric' })).toHaveValue('EBIT margin');
  await expect(panel.getByRole('textbox', { name: 'Deadline' })).toHaveValue('within 18 months');
  await expect(panel.getByText('From the statement: “EBIT margin”')).toBeVisible();
  await expect(panel.getByText('From the statement: “within 18 months”')).toBeVisible();
  await panel.getByRole('textbox', { name: 'Metric' }).focus();
  await expect(panel.locator('mark[data-fields~="metric"]').first()).toHaveClass(/underline/);
  await expect(panel.getByText('Proposed', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await shootStep(page, 1440, 'reading-1440-en', panel);

  // A correction is the consultant's own; confirming marks the reading confirmed.
  await panel.getByRole('textbox', { name: 'Client' }).fill('Northwind');
  await panel.getByRole('button', { name: 'Confirm reading' }).click();
  await expect(panel.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await server.document(project.id)).reading, { timeout: 10_000 })
    .toMatchObject({ subject: 'Northwind', confirmed: true });

  // The statement changes: the reading is out of date and offers to read again.
  const statement = page.getByRole('textbox', { name: 'Problem statement' });
  await statement.fill(`${PROBLEM} The board wants a plan by March.`);
  await expect(panel.getByText('Out of date', { exact: true })).toBeVisible();
  await expect(panel.getByText('The statement changed since it was read.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1024, height: 768 });
  await shootStep(page, 1024, 'reading-stale-1024-en', panel);
  await panel.getByRole('button', { name: 'Read again' }).click();
  await expect(panel.getByText('Proposed', { exact: true })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Named decision makers' })).toHaveValue(/board/);
  await shootStep(page, 1024, 'reading-1024-en', panel);
  await expect(saveIndicator(page)).toHaveText('Saved');

  // German, at both widths.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: appOrigin }]);
  await page.reload();
  const panelDe = page.getByRole('region', { name: 'Wie Caseboard das Problem liest' });
  await expect(panelDe.getByRole('combobox', { name: 'Art des Problems' })).toHaveValue('profitability');
  await expect(panelDe.getByText('Aus der Problemstellung: „EBIT margin“')).toBeVisible();
  await expectAccessible(page);
  await shootStep(page, 1024, 'reading-1024-de', panelDe);
  await shootStep(page, 1440, 'reading-1440-de', panelDe);
});
