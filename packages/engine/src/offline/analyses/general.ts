import { decide, type Family } from './types.js';

/** General tools: a driver regression and expert interviews, for claims no other analysis fits. */
export const GENERAL = {
  regression: {
    name: 'Driver regression',
    keywords: /\b(?:drive[sn]?|driving|explain\w*|relationship|correlat\w*|factors?|reasons?)\b/i,
    method: 'Regress {M} on candidate drivers across periods, sites or segments to estimate the effect of each driver.',
    dataSources: [
      '{OpsData}',
      '{SalesData}',
      'External data for drivers outside {S} (economy, weather, {competitors})',
    ],
    dataNeeded: [
      '{M} and the candidate drivers for at least 50 observations',
      'Known events that could confound the drivers',
    ],
    steps: [
      'List the candidate drivers with the business',
      'Assemble a clean panel and plot each driver against {M}',
      'Fit the model and test its fit on data it was not fitted on',
      'Check that the effects are stable and have the expected sign',
      'Translate the coefficients into the effect of a realistic change',
    ],
    pitfalls: [
      'Mistaking correlation for cause',
      'Overfitting on too few observations',
      'Drivers that move together, which blurs their separate effects',
    ],
    expectedOutput:
      'A scatter of the main driver against {M} with the fitted line; the share of the variation explained (R²) decides.',
    owner: 'Data scientist',
    ease: 2,
    weeks: 2,
    shape: 'scatter',
    measure: '{M}',
    rule: decide('the share of the variation in {M} the drivers explain (R²)', 'at-least', 50, '%'),
  },
  'expert-interviews': {
    name: 'Expert interviews',
    keywords: /\b(?:experts?|industry|trends?|respond|react\w*|threats?|regulat\w*|last)\b/i,
    method:
      'Interview former executives of {S} and {competitors}, suppliers and analysts, with a guide written from the hypotheses.',
    dataSources: ['Expert networks', 'Industry associations', 'Former employees of {competitors}'],
    dataNeeded: ['Questions tied to each hypothesis', '8 to 12 experts with different vantage points'],
    steps: [
      'Write an interview guide from the hypotheses',
      'Book experts from several vantage points: former executives, suppliers, {C}, analysts',
      'Interview and note the evidence behind each view, not only the view',
      'Triangulate each claim across at least three experts',
      'Write up where experts agree and where they differ',
    ],
    pitfalls: [
      'Relying on one expert',
      'Asking for confidential information',
      'Experts whose knowledge is years out of date',
    ],
    expectedOutput:
      'A synthesis of expert views per hypothesis; the share of experts who agree with the claim, with evidence, decides.',
    owner: 'Consultant',
    ease: 4,
    weeks: 1,
    shape: 'split',
    measure: 'share of experts (%)',
    rule: decide('the share of experts who agree with the claim, with evidence', 'at-least', 60, '%'),
  },
} satisfies Family;
