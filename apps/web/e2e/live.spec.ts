import type { ProjectDocument, TreeNode } from '@caseboard/contracts';
import type { Browser } from '@playwright/test';
import { apiAs, appOrigin, createAccount, signInBrowser, type Account } from './support/accounts';
import { applyShellDefaults, expect, expectAccessible, test } from './support/fixtures';
import { harbourAirTree } from './support/documents';

// Live updates (docs/decisions/033-live-updates.md): two people with one project open. A renames a node
// and B sees it within 3 s without reloading, while B's own edit elsewhere, still being typed, survives;
// both see who is here, and B sees A's initials on the node A works on.

const document = harbourAirTree;

async function secondBrowser(browser: Browser, account: Account) {
  const context = await browser.newContext({ baseURL: appOrigin });
  await applyShellDefaults(context, appOrigin);
  const page = await context.newPage();
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await signInBrowser(page, account);
  return { page, errors, close: () => context.close() };
}

const labels = (node: TreeNode): string[] => [node.label, ...node.children.flatMap(labels)];

test('a colleague’s rename appears live and merges with my unsaved edit; presence shows both', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  const ada = await createAccount(request, { fullName: 'Ada Lovelace' });
  const ben = await createAccount(request, { fullName: 'Ben Okafor' });
  const project = await apiAs(request, ada).createProject('Harbour Air live', { body: JSON.stringify(document) });
  await apiAs(request, ada).addMember(project.id, ben, 'editor');

  await signInBrowser(page, ada);
  const second = await secondBrowser(browser, ben);
  const benPage = second.page;
  try {
    for (const each of [page, benPage]) {
      await each.goto(`/projects/${project.id}/issue-tree`);
      await expect(each.getByRole('tree', { name: 'Issue tree' }).getByRole('treeitem')).toHaveCount(3);
    }

    // Presence: each header lists both people, by initials, with name and step for screen readers.
    for (const each of [page, benPage]) {
      const here = each.getByRole('list', { name: 'Who has this project open' });
      await expect(here.getByRole('listitem')).toHaveCount(2);
      await expect(here).toContainText('AL');
      await expect(here).toContainText('BO');
    }
    await expect(
      page.getByRole('list', { name: 'Who has this project open' }).getByText('Ben Okafor: Issue tree'),
    ).toBeAttached();

    // B starts renaming "cost" and is still typing: an edit not saved, not even committed.
    const benTree = benPage.getByRole('tree', { name: 'Issue tree' });
    await benTree.getByRole('treeitem', { name: 'Can cost per flight fall?' }).click();
    await benPage.keyboard.press('F2');
    const benInput = benTree.getByRole('textbox', { name: 'Node text' });
    await benInput.fill('Can fuel and crew cost per flight fall?');
    // A sees B's initials on the node B is editing.
    const adaTree = page.getByRole('tree', { name: 'Issue tree' });
    await expect(
      adaTree.getByRole('treeitem', { name: /Can cost per flight fall\?/ }).getByText('Ben Okafor is editing this'),
    ).toBeAttached();

    // A renames "rev"; B sees it within 3 s, without reloading, while still typing.
    await adaTree.getByRole('treeitem', { name: 'Can revenue per flight rise?' }).click();
    await page.keyboard.press('F2');
    await adaTree.getByRole('textbox', { name: 'Node text' }).fill('Can revenue per flight rise through ancillaries?');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 10_000 });
    await expect(
      benTree.getByRole('treeitem', { name: 'Can revenue per flight rise through ancillaries?' }),
    ).toBeVisible({ timeout: 3_000 });
    await expect(benInput).toHaveValue('Can fuel and crew cost per flight fall?');

    // B commits the edit: no conflict dialog, both renames are kept and saved.
    await benInput.press('Enter');
    await expect(benTree.getByRole('treeitem', { name: 'Can fuel and crew cost per flight fall?' })).toBeVisible();
    await expect(benPage.getByRole('dialog')).toHaveCount(0);
    await expect
      .poll(
        async () => {
          const res = await request.get(`/api/v1/projects/${project.id}`, {
            headers: { authorization: `Bearer ${ada.token}` },
          });
          const stored = ((await res.json()) as { projectSnapshots: Array<{ body: string }> }).projectSnapshots[0]!;
          return labels((JSON.parse(stored.body) as ProjectDocument).issueTree!.root);
        },
        { timeout: 10_000 },
      )
      .toEqual([
        'How can Harbour Air restore an 8% margin?',
        'Can revenue per flight rise through ancillaries?',
        'Can fuel and crew cost per flight fall?',
      ]);
    // And A, in turn, sees B's rename live.
    await expect(adaTree.getByRole('treeitem', { name: 'Can fuel and crew cost per flight fall?' })).toBeVisible({
      timeout: 3_000,
    });
    await expect(benPage.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    await expectAccessible(page);
    expect(second.errors, 'uncaught errors in the second browser').toEqual([]);
  } finally {
    await second.close();
  }
});
