import type { ProjectDocument, TreeNode } from '@caseboard/contracts';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiAs, createAccount, signInBrowser, type Account } from './support/accounts';
import { expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

// Trees a consultant can present and edit with the mouse alone (docs/decisions/027-presentable-trees-and-mouse-editing.md):
// the node toolbar, the context menu, drag and drop with its undo, multi-select; fit to width at a
// readable zoom; the presentation view, one level at a time.

const SHOTS = process.env.TREE_SHOTS_DIR ?? 'test-results/screens';

const canvasOf = (page: Page) => page.getByRole('group', { name: 'Issue tree' });
const card = (page: Page, label: string) =>
  canvasOf(page)
    .locator('.react-flow__node')
    .filter({ has: page.getByText(label, { exact: true }) });

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Where to take hold of a card: near its lower left corner, clear of the toolbar the selected card
 * above it may show, and of its own collapse button.
 */
async function grip(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + 16, y: box.y + box.height - 8 };
}

/** Clicks a card where a person would, clear of a neighbour's toolbar. */
async function pick(locator: Locator, options: { button?: 'right'; modifiers?: Array<'Shift'> } = {}) {
  const box = (await locator.boundingBox())!;
  await locator.click({ ...options, position: { x: 16, y: box.height - 8 } });
}

/** Drags one card onto another with the mouse, checking the drop target is shown before letting go. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await grip(from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  const end = await centre(to);
  await page.mouse.move(end.x, end.y, { steps: 12 });
  await expect(to.getByText('Move here')).toBeVisible();
  await page.mouse.up();
}

/** Names the node just added, in the selected node's details (the canvas view has no outline beside it). */
async function name(page: Page, label: string) {
  const field = page
    .getByRole('complementary', { name: 'Node details and structure review' })
    .getByRole('textbox', { name: 'Text' });
  await expect(field).toHaveValue('');
  await field.click();
  await field.fill(label);
  await expect(card(page, label)).toBeVisible();
}

/** The tree as the server stores it: one line per node, indented by its level. */
async function storedTree(request: APIRequestContext, account: Account, projectId: number): Promise<string[]> {
  const res = await request.get(`/api/v1/projects/${projectId}`, {
    headers: { authorization: `Bearer ${account.token}` },
  });
  const { projectSnapshots } = (await res.json()) as { projectSnapshots: Array<{ body: string }> };
  const root = (JSON.parse(projectSnapshots[0]!.body) as ProjectDocument).issueTree?.root;
  const lines = (node: TreeNode, depth: number): string[] => [
    `${'  '.repeat(depth)}${node.label}`,
    ...node.children.flatMap((child) => lines(child, depth + 1)),
  ];
  return root ? lines(root, 0) : [];
}

test('a tree built, rearranged and deleted with the mouse only', async ({ page, request }) => {
  // Autosaves checked on the server and two axe runs: more than the default on a slow, loaded machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const account = await createAccount(request, { fullName: 'Mia Mouse' });
  const project = await apiAs(request, account).createProject('Harbour Air by mouse', {
    problemStatement: 'How can Harbour Air restore an 8% margin within two years?',
  });
  await signInBrowser(page, account);
  await page.goto(`/projects/${project.id}/issue-tree`);
  await page.getByRole('button', { name: 'Start by hand' }).click();
  // The canvas alone: the view a mouse user builds in.
  await page.getByRole('radio', { name: 'Canvas', exact: true }).click();
  const root = card(page, 'How can Harbour Air restore an 8% margin within two years?');
  await expect(root).toBeVisible();

  // The selected card's toolbar adds children.
  const toolbar = page.getByRole('toolbar', { name: 'Node actions' });
  await pick(root);
  await toolbar.getByRole('button', { name: 'Add child' }).click();
  await name(page, 'Can revenue rise?');
  await pick(root);
  await toolbar.getByRole('button', { name: 'Add child' }).click();
  await name(page, 'Can costs fall?');
  await pick(card(page, 'Can revenue rise?'));
  await toolbar.getByRole('button', { name: 'Add child' }).click();
  await name(page, 'Can fares rise?');

  // The context menu (right click) adds a sibling.
  await pick(card(page, 'Can fares rise?'), { button: 'right' });
  await page.getByRole('menuitem', { name: 'Add sibling' }).click();
  await name(page, 'Can the load factor rise?');
  const built = [
    'How can Harbour Air restore an 8% margin within two years?',
    '  Can revenue rise?',
    '    Can fares rise?',
    '    Can the load factor rise?',
    '  Can costs fall?',
  ];
  await expect.poll(() => storedTree(request, account, project.id)).toEqual(built);

  // A small slip of the mouse never moves a node.
  const fares = await grip(card(page, 'Can fares rise?'));
  await page.mouse.move(fares.x, fares.y);
  await page.mouse.down();
  await page.mouse.move(fares.x + 4, fares.y + 6, { steps: 3 });
  await page.mouse.up();
  await expect.poll(() => storedTree(request, account, project.id)).toEqual(built);

  // Drag with a visible drop target, then undo from the toast; then the move again, kept.
  await drag(page, card(page, 'Can the load factor rise?'), card(page, 'Can costs fall?'));
  const moved = page.locator('li').filter({ hasText: 'Moved “Can the load factor rise?” under “Can costs fall?”' });
  await expect(moved).toBeVisible();
  await expect
    .poll(async () => (await storedTree(request, account, project.id)).at(-1))
    .toBe('    Can the load factor rise?');
  await moved.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => storedTree(request, account, project.id)).toEqual(built);
  await drag(page, card(page, 'Can the load factor rise?'), card(page, 'Can costs fall?'));
  const rearranged = [
    'How can Harbour Air restore an 8% margin within two years?',
    '  Can revenue rise?',
    '    Can fares rise?',
    '  Can costs fall?',
    '    Can the load factor rise?',
  ];
  await expect.poll(() => storedTree(request, account, project.id)).toEqual(rearranged);

  // The context menu outdents; Shift-click selects two cards, and the menu deletes both.
  await pick(card(page, 'Can fares rise?'), { button: 'right' });
  await page.getByRole('menuitem', { name: 'Outdent' }).click();
  await expect.poll(() => storedTree(request, account, project.id)).toContain('  Can fares rise?');
  await pick(card(page, 'Can fares rise?'));
  await pick(card(page, 'Can the load factor rise?'), { modifiers: ['Shift'] });
  await pick(card(page, 'Can the load factor rise?'), { button: 'right' });
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Delete 2 nodes' }).click();
  await expect
    .poll(() => storedTree(request, account, project.id))
    .toEqual([
      'How can Harbour Air restore an 8% margin within two years?',
      '  Can revenue rise?',
      '  Can costs fall?',
    ]);
  await expectAccessible(page);
});

const THEMES = ['Revenue', 'Costs', 'Capital', 'Customers', 'Operations'];
const QUESTIONS = [
  'Can prices rise without losing volume?',
  'Can the mix shift towards higher-margin products?',
  'Can we win back lapsed large accounts?',
  'Can we cut the cost to serve small accounts?',
  'Can procurement save on the top ten suppliers?',
  'Can we close or merge loss-making sites?',
  'Can working capital fall by ten days?',
];

/** A 40-node issue tree: a key question, five themes and 34 questions under them. */
function fortyNodeTree(): TreeNode {
  let made = 0;
  const children = THEMES.map((theme, index) => ({
    id: `t${index}`,
    label: `Can ${theme.toLowerCase()} close part of the margin gap?`,
    children: Array.from({ length: index < 4 ? 7 : 6 }, () => {
      made += 1;
      return { id: `q${made}`, label: `${QUESTIONS[made % QUESTIONS.length]!} (${theme})`, children: [] };
    }),
  }));
  return { id: 'root', label: 'How can Northwind recover 150 bp of EBIT margin within 18 months?', children };
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a 40-node tree fits its width readably and is presented one level at a time', async ({ page, request }) => {
  // Autosaves checked on the server and two axe runs: more than the default on a slow, loaded machine.
  test.setTimeout(180_000);
  const account = await createAccount(request, { fullName: 'Pia Presenter' });
  const document: Partial<ProjectDocument> & { version: '1.1' } = {
    version: '1.1',
    issueTree: { root: fortyNodeTree() },
  };
  const project = await apiAs(request, account).createProject('Northwind margin', { body: JSON.stringify(document) });
  await signInBrowser(page, account);
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: width === 1440 ? 900 : 768 });
    await page.goto(`/projects/${project.id}/issue-tree`);
    const canvas = canvasOf(page);
    await page.getByRole('radio', { name: 'Canvas', exact: true }).click();
    await expect(card(page, 'Can capital close part of the margin gap?')).toBeVisible();
    // Never smaller than readable: the cards' 14 px text is at least 10.5 px high on screen.
    const zoom = async () =>
      Number(
        (await canvas.locator('.react-flow__viewport').getAttribute('style'))?.match(/scale\(([\d.]+)\)/)?.[1] ?? 0,
      );
    expect(await zoom()).toBeGreaterThanOrEqual(0.75);
    await shoot(page, `canvas-default-${width}`);
    await canvas.getByRole('button', { name: 'Fit to width' }).click();
    await expect.poll(zoom).toBeGreaterThanOrEqual(0.75);
    // Every level is across the view: no card sticks out at the left or the right of the canvas.
    const frame = (await canvas.boundingBox())!;
    await expect
      .poll(() =>
        canvas.locator('.react-flow__node').evaluateAll(
          (cards, [left, right]) =>
            cards.every((element) => {
              const box = element.getBoundingClientRect();
              return box.left >= left! && box.right <= right!;
            }),
          [frame.x, frame.x + frame.width],
        ),
      )
      .toBe(true);
    await shoot(page, `canvas-fit-width-${width}`);
  }
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Present', exact: true }).click();
  const stage = page.getByRole('dialog', { name: 'Presenting the Issue tree' });
  await expect(stage).toBeVisible();
  await expect(stage.getByText('Level 1 of 3')).toBeVisible();
  await expect(stage.getByText('Can costs close part of the margin gap?')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(stage.getByText('Level 2 of 3')).toBeVisible();
  await expect(stage.getByText('Can costs close part of the margin gap?')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(stage.getByText('Level 3 of 3')).toBeVisible();
  await expect(stage.getByText(`${QUESTIONS[1]} (Revenue)`)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'presentation-1024');
  await page.keyboard.press('Escape');
  await expect(stage).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Present', exact: true })).toBeFocused();
  await keepScreenshot(page, 'tree-views-after-presentation');

  // Searching keeps the rows that do not match readable: set back, yet legible (axe's contrast check).
  await page.getByRole('radio', { name: 'Outline', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search the tree' }).fill('capital');
  const outline = page.getByRole('tree', { name: 'Issue tree' });
  await expect(outline.getByRole('treeitem', { name: /Can capital close part of the margin gap\?/ })).toBeVisible();
  await expect(outline.getByRole('treeitem', { name: /Can costs close part of the margin gap\?/ })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'outline-search-1024');
});
