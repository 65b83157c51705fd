import type { Page } from '@playwright/test';
import { apiAs, appOrigin, createAccount, linkFromMail, signInBrowser, uniqueEmail } from './support/accounts';
import { expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

// These tests sign in through the auth API of issue 3 (sign-up, activation e-mail, sign-in).

const rowMenu = (page: Page, name: string) => page.getByRole('button', { name: `Actions for ${name}` });
/** A toast's text (Radix also copies it into a visually hidden live region, hence the first match). */
const toast = (page: Page, text: string) => page.getByText(text).first();

test('an empty list teaches the next step; a project is created, renamed in place and deleted after a confirmation', async ({
  page,
  request,
}) => {
  const account = await createAccount(request, { fullName: 'Ada Lovelace' });
  await signInBrowser(page, account);
  await page.goto('/v1.0/projects');

  await expect(page.getByRole('heading', { level: 1, name: 'My projects' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('My projects');
  await expect(page.getByRole('heading', { name: 'Start with a sharp key question' })).toBeVisible();
  await expect(page.getByText('0 of 3 projects')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Worked examples' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create your first project' }).click();
  await expect(page).toHaveURL('/projects/new');
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByText('Give the project a name of up to 120 characters on one line.')).toBeVisible();
  await page.getByLabel('Project name').fill('Northwind pricing review');
  await page
    .getByLabel('Problem statement')
    .fill('Northwind lost 3 points of gross margin in 2025. Which pricing levers recover it within a year?');
  await expect(page.getByLabel('Model')).toHaveValue('offline');
  await page.getByRole('button', { name: 'Create project' }).click();

  // A success toast lives 4 s from the answer on: it is looked for first, not after the page it leads to
  // has rendered, which on a loaded machine can take longer than that.
  await expect(toast(page, 'Project “Northwind pricing review” created')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind pricing review' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Members' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My projects' }).click();
  await expect(page.getByText('1 of 3 projects')).toBeVisible();
  await rowMenu(page, 'Northwind pricing review').click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const field = page.getByRole('textbox', { name: 'New name for Northwind pricing review' });
  await expect(field).toBeFocused();
  await field.fill('Northwind margin recovery');
  await field.press('Enter');
  await expect(page.getByRole('link', { name: 'Northwind margin recovery' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Northwind margin recovery' })).toBeVisible();

  // Escape leaves the name as it was.
  await rowMenu(page, 'Northwind margin recovery').click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  await page.getByRole('textbox', { name: 'New name for Northwind margin recovery' }).fill('Discarded');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Northwind margin recovery' })).toBeVisible();

  await rowMenu(page, 'Northwind margin recovery').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Delete “Northwind margin recovery”?' });
  await expect(confirmation).toBeVisible();
  await expect(confirmation.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await keepScreenshot(page, 'projects-delete-confirm');
  await confirmation.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: 'Northwind margin recovery' })).toBeVisible();

  await rowMenu(page, 'Northwind margin recovery').click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete project' }).click();
  await expect(toast(page, '“Northwind margin recovery” deleted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Northwind margin recovery' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Start with a sharp key question' })).toBeVisible();
});

test('at the limit, creating is disabled with the reason and the count shows n of max', async ({ page, request }) => {
  const account = await createAccount(request);
  const api = apiAs(request, account);
  for (const name of ['Market entry Brazil', 'Cost-out programme', 'Pricing excellence']) await api.createProject(name);
  await signInBrowser(page, account);
  await page.goto('/v1.0/projects');

  await expect(page.getByText('3 of 3 projects')).toBeVisible();
  const create = page.getByRole('button', { name: 'New project' });
  await expect(create).toBeDisabled();
  await expect(page.getByText('You have reached the limit of 3 projects. Delete one to start another.')).toBeVisible();
  await expect(create).toHaveAccessibleDescription(
    'You have reached the limit of 3 projects. Delete one to start another.',
  );
  for (const button of await page.getByRole('button', { name: /^Use as template/ }).all()) {
    await expect(button).toBeDisabled();
  }
  await expectAccessible(page);
  await keepScreenshot(page, 'projects-limit-reached');

  await page.goto('/projects/new');
  await expect(page.getByRole('heading', { name: 'You have 3 of 3 projects' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create project' })).toHaveCount(0);
});

test('the members dialog adds by e-mail with a role, tells invited from active, changes a role and removes after a confirmation', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, { fullName: 'Olivia Owner' });
  const colleague = await createAccount(request, { fullName: 'Carl Colleague' });
  const project = await apiAs(request, owner).createProject('Pricing review');
  // The colleague was invited and accepted (sharing waits for the invitee's consent).
  await apiAs(request, owner).addMember(project.id, colleague, 'viewer');
  await signInBrowser(page, owner);
  await page.goto('/v1.0/projects');

  await rowMenu(page, 'Pricing review').click();
  await page.getByRole('menuitem', { name: 'Members' }).click();
  const dialog = page.getByRole('dialog', { name: 'Members of “Pricing review”' });
  await expect(dialog).toBeVisible();
  const colleagueRow = dialog.getByRole('listitem').filter({ hasText: 'Carl Colleague' });
  await expect(colleagueRow.getByText('Active')).toBeVisible();
  await expect(colleagueRow.getByRole('combobox', { name: 'Role of Carl Colleague' })).toHaveValue('viewer');

  const invitee = uniqueEmail('invitee');
  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(invitee);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(toast(page, `Invitation sent to ${invitee}`)).toBeVisible();
  const inviteeRow = dialog.getByRole('listitem').filter({ hasText: invitee });
  await expect(inviteeRow.getByText('Invited')).toBeVisible();
  await expect(inviteeRow.getByText(/Invitation valid until/)).toBeVisible();
  const inviteToken = await linkFromMail(invitee, /\/auth\/invite-user\/([A-Za-z0-9_-]{43})/);
  expect(inviteToken).toHaveLength(43);

  await dialog.getByRole('textbox', { name: 'E-mail address' }).fill(colleague.email);
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('This person is a member already.')).toBeVisible();
  await expectAccessible(page);
  await keepScreenshot(page, 'projects-members-dialog');

  await colleagueRow.getByRole('combobox', { name: 'Role of Carl Colleague' }).selectOption('editor');
  await expect(colleagueRow.getByRole('combobox', { name: 'Role of Carl Colleague' })).toHaveValue('editor');

  await inviteeRow.getByRole('button', { name: `Remove ${invitee}` }).click();
  const confirmation = page.getByRole('alertdialog', { name: `Remove ${invitee}?` });
  await confirmation.getByRole('button', { name: 'Remove member' }).click();
  await expect(dialog.getByText(invitee)).toHaveCount(0);
  await expect(toast(page, `${invitee} was removed`)).toBeVisible();

  // (Escape would first dismiss the toast: Radix stacks toasts above the dialog.)
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(dialog).toHaveCount(0);
  await expect(rowMenu(page, 'Pricing review')).toBeFocused();

  // The colleague now finds the project under "Shared with me", as an editor.
  await page.context().clearCookies({ name: 'auth_token' });
  await signInBrowser(page, colleague);
  await page.goto('/v1.0/projects');
  const shared = page.getByRole('table', { name: 'Shared with me' });
  await expect(shared.getByRole('link', { name: 'Pricing review' })).toBeVisible();
  await expect(shared.getByText('Olivia Owner')).toBeVisible();
  await expect(shared.getByText('Editor')).toBeVisible();
});

test('a project shared with an account waits under Invitations until it is accepted, opens, then appears under Shared with me', async ({
  page,
  request,
}) => {
  const owner = await createAccount(request, { fullName: 'Olivia Owner' });
  const colleague = await createAccount(request, { fullName: 'Carl Colleague' });
  const project = await apiAs(request, owner).createProject('Freight pricing');
  await apiAs(request, owner).addMember(project.id, colleague.email, 'editor');
  await signInBrowser(page, colleague);
  await page.goto('/v1.0/projects');
  await expect(page.getByRole('table', { name: 'Shared with me' })).toHaveCount(0);
  await expect(page.getByText('Olivia Owner invites you to “Freight pricing” as Editor')).toBeVisible();
  await page.getByRole('button', { name: 'Accept the invitation to “Freight pricing”' }).click();
  await expect(toast(page, '“Freight pricing” is now shared with you')).toBeVisible();
  // Accepting opens the project (docs/decisions/026-workspace-layout-and-history.md); the list then has it.
  await expect(page).toHaveURL(new RegExp(`/projects/${project.id}$`));
  await page.goto('/v1.0/projects');
  const shared = page.getByRole('table', { name: 'Shared with me' });
  await expect(shared.getByRole('link', { name: 'Freight pricing' })).toBeVisible();
  await expectAccessible(page);
});

test('the root redirect opens the new-project screen below the limit and the first project at it', async ({
  page,
  request,
}) => {
  const account = await createAccount(request);
  const api = apiAs(request, account);
  await signInBrowser(page, account);
  await page.goto('/');
  await expect(page).toHaveURL('/projects/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New project' })).toBeVisible();

  await api.createProject('First');
  await api.createProject('Second');
  const classic = await api.createProject('Classic', {
    body: JSON.stringify({ issueTree: { root: { id: 'r', title: 'Why did margins fall?' } }, hypotheses: [] }),
  });
  // The first project is the most recently changed one; it has an unversioned (1.0) document.
  await page.goto('/');
  await expect(page).toHaveURL(`/v1.0/projects/${classic.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Classic' })).toBeVisible();

  // A project that does not exist, or is not the caller's, is simply not found.
  await page.goto('/projects/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('a worked example opens read-only and can be used as a template', async ({ page, request }) => {
  const account = await createAccount(request);
  await signInBrowser(page, account);
  await page.goto('/v1.0/projects');
  await page.getByRole('link', { name: 'Open: FreshWay: recovering grocery margins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'FreshWay: recovering grocery margins' })).toBeVisible();
  await expect(page.getByText('Worked example', { exact: true })).toBeVisible();
  await expect(page.getByText('Read only', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: /Hypotheses/ }).click();
  await expect(page.getByRole('tree', { name: 'Hypothesis tree' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/v1.0/projects/example');
  await expect(page.getByText('Classic format (1.0)')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /Rheinchem/ })).toBeVisible();
  await keepScreenshot(page, 'projects-example-classic');

  await page.goto('/v1.0/projects');
  await page.getByRole('button', { name: 'Use as template: Ledgerly: halving SaaS churn' }).click();
  await expect(toast(page, '“Ledgerly: halving SaaS churn” copied into your projects')).toBeVisible();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Ledgerly: halving SaaS churn/ })).toBeVisible();
  // The copy is the caller's own: it can be renamed, and it is no longer read-only.
  await expect(page.getByRole('button', { name: /Rename the project/ })).toBeVisible();
  await expect(page.getByText('Read only', { exact: true })).toHaveCount(0);
});

test('the project list works by keyboard alone', async ({ page, request }) => {
  const account = await createAccount(request);
  await apiAs(request, account).createProject('Keyboard case');
  await signInBrowser(page, account);
  await page.goto('/v1.0/projects');
  await rowMenu(page, 'Keyboard case').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Open' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  // As a person would, act once the focus has visibly moved (a busy machine may take a frame or two).
  await expect(page.getByRole('menuitem', { name: 'Rename' })).toBeFocused();
  await page.keyboard.press('Enter');
  // The whole name is selected, ready to be replaced; End keeps it and appends.
  await page.keyboard.press('End');
  await page.keyboard.type(' (final)');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Keyboard case (final)' })).toBeVisible();
});

test('the screens, at 1440 and 1024 px, in English and German', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await createAccount(request, { fullName: 'Maria Schmidt' });
  const api = apiAs(request, account);
  const project = await api.createProject('FreshWay margin recovery', {
    problemStatement:
      'EBIT margin fell from 4.1% to 2.3% in two years. How can FreshWay recover 150 bp within 18 months without losing market share?',
  });
  await api.createProject('Ledgerly churn reduction');
  await api.addMember(project.id, uniqueEmail('colleague'), 'viewer');
  await signInBrowser(page, account);
  for (const width of [1440, 1024]) {
    for (const locale of ['en', 'de'] as const) {
      const words = locale === 'en' ? english : german;
      await page.setViewportSize({ width, height: 900 });
      await page.context().addCookies([{ name: 'i18n_redirected', value: locale, url: appOrigin }]);
      await page.goto('/v1.0/projects');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.list);
      await expect(page.getByRole('link', { name: 'FreshWay margin recovery' })).toBeVisible();
      await keepScreenshot(page, `projects-list-${width}-${locale}`);
      await page.goto('/projects/new');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.new);
      await expect(page.getByRole('combobox', { name: words.model })).toHaveValue('offline');
      await keepScreenshot(page, `projects-new-${width}-${locale}`);
      await page.goto(`/projects/${project.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'FreshWay margin recovery' })).toBeVisible();
      await keepScreenshot(page, `projects-summary-${width}-${locale}`);
      await page.getByRole('button', { name: words.members }).click();
      await expect(page.getByRole('dialog').getByText(words.invited)).toBeVisible();
      await keepScreenshot(page, `projects-members-${width}-${locale}`);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
    }
  }
});

const english = { list: 'My projects', new: 'New project', model: 'Model', members: 'Members', invited: 'Invited' };
const german = {
  list: 'Meine Projekte',
  new: 'Neues Projekt',
  model: 'Modell',
  members: 'Mitglieder',
  invited: 'Eingeladen',
};
