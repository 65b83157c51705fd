import { apiAs, appOrigin, createAccount, signInBrowser } from './support/accounts';
import { applyShellDefaults, expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

/**
 * Handing a project over before deleting the account (docs/decisions/030-project-handover.md): the owner
 * offers it with the mouse, the editor accepts with the keyboard, the owner deletes the account, and the
 * project is still there for its new owner.
 */
test('an owner hands a project to an editor, deletes the account, and the editor still opens the project', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const owner = await createAccount(request, { fullName: 'Olivia Owner' });
  const editor = await createAccount(request, { fullName: 'Edgar Editor' });
  const kept = await apiAs(request, owner).createProject('Harbour logistics');
  await apiAs(request, owner).createProject('Scratch notes');
  await apiAs(request, owner).addMember(kept.id, editor, 'editor');

  // The owner offers it, by mouse.
  await signInBrowser(page, owner);
  await page.goto('/account#handover');
  const section = page.getByRole('region', { name: 'Hand over projects' });
  await expect(section.getByLabel('Editor for Harbour logistics')).toHaveValue(String(editor.id));
  await expect(section.getByText('No editors yet', { exact: false })).toBeVisible();
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await section.screenshot({ path: `test-results/screens/handover-section-${width}.png` });
  }
  await section.getByRole('button', { name: 'Offer Harbour logistics to the chosen editor' }).click();
  await expect(section.getByText('Offered to Edgar Editor, waiting for an answer.')).toBeVisible();
  const outcome = page.getByTestId('delete-outcome');
  await expect(outcome).toContainText('Harbour logistics: Offered to Edgar Editor, waiting');
  await expect(outcome).toContainText('Scratch notes: Deleted for everyone.');
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await keepScreenshot(page, `handover-owner-${width}`);
    await section.screenshot({ path: `test-results/screens/handover-offered-${width}.png` });
  }

  // The editor accepts, by keyboard, in a browser of their own.
  const context = await browser.newContext({ baseURL });
  await applyShellDefaults(context, baseURL!);
  const editorPage = await context.newPage();
  await signInBrowser(editorPage, editor);
  await editorPage.goto('/account#handover');
  const offered = editorPage.getByRole('list', { name: 'Offered to you' });
  await expect(offered).toContainText('Olivia Owner');
  await expectAccessible(editorPage);
  await keepScreenshot(editorPage, 'handover-received-1440');
  await offered.getByRole('button', { name: 'Accept Harbour logistics' }).focus();
  await editorPage.keyboard.press('Enter');
  await expect(editorPage.getByText('You now own Harbour logistics.').first()).toBeVisible();
  await expect(editorPage.getByText('Nobody has offered you a project.')).toBeVisible();

  // The owner's page now lists only the project that will be deleted; the account goes.
  await page.reload();
  await expect(outcome).toContainText('Scratch notes: Deleted for everyone.');
  await expect(outcome).not.toContainText('Harbour logistics');
  const danger = page.getByRole('region', { name: 'Delete account' });
  await danger.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByLabel(/I understand that my projects/).check();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);

  // The new owner still opens the project.
  await editorPage.goto('/v1.0/projects');
  await editorPage.getByRole('link', { name: 'Harbour logistics' }).first().click();
  await expect(editorPage.getByRole('heading', { level: 1, name: 'Harbour logistics' })).toBeVisible();

  // The section in German, as its new owner sees it, also axe-clean.
  await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: appOrigin }]);
  await editorPage.goto('/account#handover');
  const german = editorPage.getByRole('region', { name: 'Projekte übergeben' });
  await expect(german.getByText('Noch keine Bearbeiter:innen', { exact: false })).toBeVisible();
  await expect(editorPage.getByText('Wird für alle gelöscht.')).toBeVisible();
  await expectAccessible(editorPage);
  await german.screenshot({ path: 'test-results/screens/handover-section-de-1440.png' });
  await context.close();
});
