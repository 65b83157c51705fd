import type { ProjectDocument } from '@caseboard/contracts';
import { apiAs, createAccount, signInBrowser } from './support/accounts';
import { expect, expectAccessible, keepScreenshot, test } from './support/fixtures';

// Real evidence decides: the team uploads its data for an analysis, charts it, reads the finding from it
// and sets the threshold; the hypothesis follows the data, names the finding and its value, and the
// finding's history keeps every step.

const document: Partial<ProjectDocument> & { version: '1.1' } = {
  version: '1.1',
  hypothesisTree: {
    root: {
      id: 'h0',
      label: 'Growth stalls because new customers leave',
      status: 'untested',
      evidence: [],
      children: [
        { id: 'h1', label: 'Churn among new customers is high', status: 'untested', evidence: [], children: [] },
      ],
    },
  },
  workplan: [
    {
      id: 'a1',
      hypothesisId: 'h1',
      analysis: 'Cohort churn of new customers',
      dataSources: ['CRM'],
      method: 'Cohort analysis',
      owner: '',
      due: '',
      status: 'planned',
      priority: 'high',
    },
  ],
};

const csv = (rows: Array<[string, string]>) =>
  Buffer.from(['Segment,Churn', ...rows.map(([segment, churn]) => `${segment},${churn}`)].join('\n'));

test('data in, chart out, and the hypothesis follows the finding', async ({ page, request }) => {
  // Two uploads, each read in a fresh worker, and a reload: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const owner = await createAccount(request);
  const project = await apiAs(request, owner).createProject('Churn (evidence)', { body: JSON.stringify(document) });
  await signInBrowser(page, owner);
  await page.goto(`/projects/${project.id}/analyses`);

  const evidence = page.getByRole('region', { name: 'Evidence' });
  await expect(evidence.getByText('No data yet.')).toBeVisible();
  await evidence.getByLabel('Data file (CSV or Excel)').setInputFiles({
    name: 'churn-q1.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['Retail', '12%'],
      ['SME', '13%'],
    ]),
  });
  const preview = evidence.getByRole('table', { name: /Preview of churn-q1\.csv/ });
  await expect(preview.getByRole('columnheader', { name: /Churn\s*percent/ })).toBeVisible();
  await evidence.getByRole('button', { name: 'Use this data' }).click();
  await expect(evidence.getByText('churn-q1.csv: 2 rows, 2 columns.')).toBeVisible();

  // Chart it: the first chart is a bar of the numbers by the categories; a Pareto of the same.
  await expect(evidence.getByRole('img', { name: 'Bar chart of Churn by Segment' })).toBeVisible();
  await evidence.getByLabel('Chart type').selectOption('pareto');
  await expect(evidence.getByRole('img', { name: 'Pareto chart of Churn by Segment' })).toBeVisible();

  // The finding from the data, then the threshold: supported, with the value in the rationale.
  await evidence.getByLabel('Column').selectOption({ label: 'Churn' });
  await evidence.getByLabel('Read as').selectOption('mean');
  await expect(evidence.getByText('Measured value: 12.5 %')).toBeVisible();
  const rationale = evidence.getByTestId('decision-rationale');
  await expect(rationale).toContainText('No finding decides it yet');
  // The result form holds no rule of its own: it points to the one rule editor, in the evidence.
  await expect(page.getByText('No decision rule yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Set the decision rule' }).click();
  await expect(evidence.getByLabel('Measure')).toBeFocused();
  await evidence.getByLabel('Measure').fill('churn among new customers');
  await evidence.getByLabel('Unit').fill('%');
  await evidence.getByLabel('Threshold').fill('8');
  await expect(rationale).toContainText('Supported: Cohort churn of new customers measured 12.5 %');
  await expect(rationale).toContainText('above 8 %');
  await expect(page.getByText('Judged by the rule:')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change the rule' })).toBeVisible();
  await page.getByText('Judged by the rule:').scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'evidence-result-form');
  await expect(rationale.getByRole('link', { name: 'Data: churn-q1.csv' })).toBeVisible();
  const analyses = page.getByRole('navigation', { name: 'Analyses' });
  await expect(analyses.getByText('Supported')).toBeVisible();
  await expect(evidence.getByText(/Rolls up to “Growth stalls because new customers leave”: Supported/)).toBeVisible();
  await keepScreenshot(page, 'evidence-supported');

  // Replace the data: the measure is read again, and the hypothesis turns refuted.
  await evidence.getByLabel('Replace with a file (CSV or Excel)').setInputFiles({
    name: 'churn-q2.csv',
    mimeType: 'text/csv',
    buffer: csv([
      ['Retail', '5%'],
      ['SME', '6%'],
    ]),
  });
  await evidence.getByRole('button', { name: 'Use this data' }).click();
  await expect(rationale).toContainText('Refuted: Cohort churn of new customers measured 5.5 %');
  await expect(analyses.getByText('Refuted')).toBeVisible();

  // The history of the finding shows both, newest first.
  const history = evidence.getByRole('region', { name: 'History of the finding' }).getByRole('listitem');
  await expect(history.first()).toContainText('Data: churn-q2.csv → 5.5 % · refutes');
  await expect(history.filter({ hasText: 'Decision rule set → 12.5 % · supports' })).toHaveCount(1);
  await expect(history.filter({ hasText: 'Data: churn-q1.csv' })).toHaveCount(1);

  // A source, cited on the analysis.
  await evidence.getByLabel('Title').fill('CRM churn export, Q2');
  await evidence.getByLabel('Link').fill('https://crm.example.com/exports/churn');
  await evidence.getByRole('button', { name: 'Cite source' }).click();
  await expect(evidence.getByRole('link', { name: 'CRM churn export, Q2' })).toBeVisible();

  // All of it is saved with the document: a reload shows the same.
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Evidence' }).getByTestId('decision-rationale')).toContainText(
    'measured 5.5 %',
  );
  await expectAccessible(page);
});
