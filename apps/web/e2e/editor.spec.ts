import type { ProjectDocument, TreeNode } from '@caseboard/contracts';
import type { Page } from '@playwright/test';
import { apiAs, createAccount, signInBrowser } from './support/accounts';
import { expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

// Regeneration keeps the team's work (docs/decisions/022-editor-commands.md): a node the team edited and a
// node the team added are still there, as the team left them, after "Generate again" and "Accept all".

const saveIndicator = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saved|Saving…|Unsaved changes|Offline – retrying|Not saved.*)$/ });

const labels = (node: TreeNode): string[] => [node.label, ...node.children.flatMap(labels)];

test('after "Generate again" and "Accept all", the node the team edited and the node it added are still there', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, { fullName: 'Rita Regenerate' });
  const client = apiAs(request, account);
  const project = await client.createProject('Northwind regeneration', {
    problemStatement:
      'Northwind’s EBIT margin fell from 4.1% to 2.3% in two years. How can Northwind recover 150 bp within 18 months?',
  });
  await signInBrowser(page, account);
  await page.goto(`/projects/${project.id}/issue-tree`);
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  const tree = page.getByRole('tree', { name: 'Issue tree' });
  await expect.poll(async () => tree.getByRole('treeitem').count()).toBeGreaterThan(5);

  // Edit a generated branch (F2), then add a node of the team's own under it (Tab).
  const edited = 'Can Northwind lift revenue per customer through price and mix?';
  const added = 'Is the fleet leasing contract priced above market?';
  const branch = tree.getByRole('treeitem', { level: 2 }).first();
  await branch.click();
  await page.keyboard.press('F2');
  const field = tree.getByRole('textbox', { name: 'Node text' });
  await expect(field).toBeFocused();
  await field.fill(edited);
  await field.press('Enter');
  await expect(tree.getByRole('treeitem', { name: edited })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type(added);
  await page.keyboard.press('Enter');
  await expect(tree.getByRole('treeitem', { name: added })).toBeVisible();
  await expect(saveIndicator(page)).toHaveText('Saved');

  // Generate again: the proposal is built around the team's nodes and says so.
  await page.getByRole('button', { name: 'Generate again' }).click();
  const proposal = page.getByRole('region', { name: 'Proposed issue tree' });
  await expect(proposal).toBeVisible();
  await expect(proposal.getByText(/Your \d+ nodes? (is|are) kept as you left/)).toBeVisible();
  await expect(proposal.getByRole('listitem').filter({ hasText: added })).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, 'editor-regenerate-proposal');
  await proposal.getByRole('button', { name: 'Accept all' }).click();
  await expect(proposal).toHaveCount(0);

  await expect(tree.getByRole('treeitem', { name: edited })).toBeVisible();
  await expect(tree.getByRole('treeitem', { name: added })).toBeVisible();
  await expect(saveIndicator(page)).toHaveText('Saved');
  await expect
    .poll(async () => {
      const detail = (await (
        await request.get(`/api/v1/projects/${project.id}`, { headers: { authorization: `Bearer ${account.token}` } })
      ).json()) as { projectSnapshots: Array<{ body: string }> };
      const document = JSON.parse(detail.projectSnapshots[0]!.body) as ProjectDocument;
      return document.issueTree ? labels(document.issueTree.root) : [];
    })
    .toEqual(expect.arrayContaining([edited, added]));
});

test('a storyline point rests on hypotheses linked and unlinked with the mouse; a deleted hypothesis shows as a broken link', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(request, { fullName: 'Lina Links' });
  const hypothesis = (id: string, label: string) => ({ id, label, status: 'supported', evidence: [], children: [] });
  const body: Partial<ProjectDocument> & { version: '1.1' } = {
    version: '1.1',
    hypothesisTree: {
      root: { ...hypothesis('h', 'Northwind can recover 150 bp'), status: 'untested', kind: 'hypothesis' },
    } as ProjectDocument['hypothesisTree'],
    storyline: {
      governingThought: 'Northwind recovers its margin through price and cost',
      situation: '',
      complication: '',
      resolution: '',
      keyLines: [
        {
          id: 'k1',
          statement: 'Price realisation lags peers',
          supportingPoints: [{ id: 'p1', text: 'Discounts grew faster than volume', hypothesisIds: [] }],
        },
      ],
      slides: [],
    },
  };
  body.hypothesisTree!.root.children = [
    hypothesis('h1', 'Discounts are above peers') as never,
    hypothesis('h2', 'Crew cost is above benchmark') as never,
  ];
  const project = await apiAs(request, account).createProject('Northwind links', { body: JSON.stringify(body) });
  const stored = async () => {
    const res = await request.get(`/api/v1/projects/${project.id}`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    const detail = (await res.json()) as { projectSnapshots: Array<{ body: string }> };
    return JSON.parse(detail.projectSnapshots[0]!.body) as ProjectDocument;
  };
  await signInBrowser(page, account);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/projects/${project.id}/storyline`);

  const add = page.getByRole('combobox', { name: 'Rest this point on a hypothesis' });
  await add.selectOption({ label: '· Discounts are above peers' });
  await add.selectOption({ label: '· Crew cost is above benchmark' });
  await expect(page.getByRole('button', { name: /^Stop resting/ })).toHaveCount(2);
  await page
    .getByRole('button', { name: 'Stop resting “Discounts grew faster than volume” on “Crew cost is above benchmark”' })
    .click();
  await expect(page.getByRole('button', { name: /^Stop resting/ })).toHaveCount(1);
  await expect(saveIndicator(page)).toHaveText('Saved');
  await expect
    .poll(async () => (await stored()).storyline?.keyLines[0]?.supportingPoints[0]?.hypothesisIds)
    .toEqual(['h1']);
  await expectAccessible(page);
  await keepScreenshot(page, 'editor-point-links-1440');
  await page.setViewportSize({ width: 1024, height: 768 });
  await keepScreenshot(page, 'editor-point-links-1024');

  // Delete the linked hypothesis on the Hypotheses step: the storyline says a link is broken.
  await page.goto(`/projects/${project.id}/hypotheses`);
  const tree = page.getByRole('tree', { name: 'Hypothesis tree' });
  await tree.getByRole('treeitem', { name: /Discounts are above peers/ }).click();
  await page.keyboard.press('Delete');
  await expect(tree.getByRole('treeitem', { name: /Discounts are above peers/ })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Steps of the problem-solving chain' })
    .getByRole('link', { name: /Storyline/ })
    .click();
  await expect(page.getByText('1 link points to a hypothesis that is no longer in the tree.')).toBeVisible();
});
