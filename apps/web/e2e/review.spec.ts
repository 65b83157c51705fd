import type { Browser } from '@playwright/test';
import { apiAs, appOrigin, createAccount, linkFromMail, signInBrowser } from './support/accounts';
import { applyShellDefaults, expect, expectAccessible, test } from './support/fixtures';
import { harbourAirTree } from './support/documents';

/**
 * Team review (docs/decisions/028-team-review.md) with two people: B, a commenter, comments on a node
 * with an @mention of A; A gets the e-mail and its link opens the thread; A resolves it. B sees the
 * workspace read-only, and the API refuses B's save.
 */
const document = harbourAirTree;

async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  await applyShellDefaults(context, baseURL);
  return { context, page: await context.newPage() };
}

test('a commenter mentions the owner on a node; the e-mailed link opens the thread; the owner resolves it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createAccount(request, { fullName: 'Olivia Owner' });
  const commenter = await createAccount(request, { fullName: 'Bruno Commenter' });
  const project = await apiAs(request, owner).createProject('Harbour Air margin', { body: JSON.stringify(document) });
  await apiAs(request, owner).addMember(project.id, commenter, 'commenter');

  // B, the commenter, in a browser of their own: the workspace is read-only.
  const second = await secondBrowser(browser, baseURL!);
  const b = second.page;
  try {
    await signInBrowser(b, commenter);
    await b.goto(`/projects/${project.id}/issue-tree`);
    const tree = b.getByRole('tree', { name: 'Issue tree' });
    await expect(tree.getByRole('treeitem')).toHaveCount(3);
    await expect(b.getByRole('status').filter({ hasText: 'Read only' })).toBeVisible();
    await expect(b.getByRole('button', { name: 'Undo' })).toHaveCount(0);
    const node = tree.getByRole('treeitem', { name: 'Can cost per flight fall?' });
    await node.click();
    await b.keyboard.press('F2');
    await expect(tree.getByRole('textbox', { name: 'Node text' })).toHaveCount(0);

    // "Comment" from the node's menu (keyboard: Shift+F10), then an @mention picked with the keyboard.
    await b.keyboard.press('Shift+F10');
    await b.getByRole('menuitem', { name: 'Comment' }).click();
    const panel = b.getByRole('complementary', { name: 'Comments' });
    const composer = panel.getByRole('combobox', { name: 'Your comment' });
    await expect(composer).toBeFocused();
    await composer.pressSequentially('Can we split fuel from crew? @Oli');
    const option = panel.getByRole('option', { name: /Olivia Owner/ });
    await expect(option).toBeVisible();
    await b.keyboard.press('Enter');
    await expect(composer).toHaveValue('Can we split fuel from crew? @Olivia Owner ');
    await composer.pressSequentially('please check.');
    await panel.getByRole('button', { name: 'Comment', exact: true }).click();
    const thread = panel.getByRole('region', { name: /Thread on Can cost per flight fall\?/ });
    await expect(thread.getByText('@Olivia Owner')).toBeVisible();
    await expect(tree.getByTestId('comment-badge')).toHaveText('1');

    // The API refuses the commenter's save, whatever the UI shows.
    const save = await request.put(`/api/v1/projects/${project.id}/snapshots/${project.projectSnapshots[0]!.id}`, {
      headers: { authorization: `Bearer ${commenter.token}` },
      data: { body: JSON.stringify(document), problemStatement: 'Changed by a commenter' },
    });
    expect(save.status()).toBe(403);

    for (const width of [1440, 1024]) {
      await b.setViewportSize({ width, height: 900 });
      await expectAccessible(b);
      await b.screenshot({ path: `/work/scratch/review-thread-${width}.png` });
    }
    await panel.getByRole('button', { name: 'All threads' }).click();
    await expect(panel.getByRole('region', { name: 'Issue tree' })).toContainText('Can cost per flight fall?');
    for (const width of [1440, 1024]) {
      await b.setViewportSize({ width, height: 900 });
      await expectAccessible(b);
      await b.screenshot({ path: `/work/scratch/review-panel-${width}.png` });
    }
  } finally {
    await second.context.close();
  }

  // A gets the e-mail; its link opens the thread, unread until now.
  const path = await linkFromMail(owner.email, /(\/projects\/\d+\?thread=\d+)/, 20_000);
  await signInBrowser(page, owner);
  await page.goto(`${appOrigin}${path}`);
  const panel = page.getByRole('complementary', { name: 'Comments' });
  const thread = panel.getByRole('region', { name: /Thread on Can cost per flight fall\?/ });
  await expect(thread.getByText('Can we split fuel from crew?', { exact: false })).toBeVisible();
  await expect(thread.getByText('Bruno Commenter')).toBeVisible();
  await thread.getByRole('button', { name: 'Resolve' }).click();
  await expect(thread.getByText('Resolved by Olivia Owner')).toBeVisible();
  await panel.getByRole('button', { name: 'All threads' }).click();
  await expect(panel.getByText('No open threads.', { exact: false })).toBeVisible();
  await panel.getByRole('button', { name: /Resolved \(1\)/ }).click();
  await expect(panel.getByRole('region', { name: 'Issue tree' })).toContainText('Can cost per flight fall?');
});

test('an owner asks a member to review a step; the reviewer approves; the step and the history show it', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(180_000);
  const owner = await createAccount(request, { fullName: 'Olivia Owner' });
  const reviewer = await createAccount(request, { fullName: 'Rita Reviewer' });
  const project = await apiAs(request, owner).createProject('Harbour Air pricing', {
    body: JSON.stringify(document),
  });
  await apiAs(request, owner).addMember(project.id, reviewer, 'viewer');

  await signInBrowser(page, owner);
  await page.goto(`/projects/${project.id}/issue-tree`);
  await page.getByRole('button', { name: 'Request review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request a review of “Issue tree”' });
  await expect(dialog.getByLabel('Reviewer')).toHaveValue(String(reviewer.id));
  await dialog.getByLabel('Note (optional)').fill('Ready for sign-off');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Request review' }).click();
  await expect(page.getByTestId('review-state-issue-tree')).toHaveText('In review');
  await expect(page.getByText('Waiting for Rita Reviewer')).toBeVisible();

  const second = await secondBrowser(browser, baseURL!);
  try {
    await signInBrowser(second.page, reviewer);
    await second.page.goto(`/projects/${project.id}/issue-tree`);
    await second.page.getByRole('button', { name: 'Review this step' }).click();
    const decide = second.page.getByRole('dialog', { name: 'Review “Issue tree”' });
    await expect(decide).toContainText('Ready for sign-off');
    await decide.getByLabel('Note for the team (optional)').fill('Clean split.');
    await decide.getByRole('button', { name: 'Approve' }).click();
    await expect(second.page.getByTestId('review-state-issue-tree')).toHaveText('Approved');
  } finally {
    await second.context.close();
  }

  await page.reload();
  await expect(page.getByTestId('review-state-issue-tree')).toHaveText('Approved');
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('complementary', { name: 'History' });
  await expect(history.getByRole('region', { name: 'Sign-offs' })).toContainText('Rita Reviewer approved Issue tree');
  await expectAccessible(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: '/work/scratch/review-signoff-1440.png' });

  // The same in German.
  await page.context().addCookies([{ name: 'i18n_redirected', value: 'de', url: appOrigin }]);
  await page.reload();
  await expect(page.getByTestId('review-state-issue-tree')).toHaveText('Freigegeben');
  await page.getByRole('button', { name: 'Kommentare' }).click();
  await expect(page.getByRole('complementary', { name: 'Kommentare' })).toContainText('Keine offenen Diskussionen');
  await expectAccessible(page);
  await page.screenshot({ path: '/work/scratch/review-panel-de-1440.png' });
});
