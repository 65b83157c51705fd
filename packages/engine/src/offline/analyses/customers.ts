import { decide, type Family } from './types.js';

/** Customers: how they are won, kept and served, what they say, and what each is worth. */
export const CUSTOMERS = {
  'conversion-funnel': {
    name: 'Conversion funnel analysis',
    keywords:
      /\b(?:convert\w*|conversion|funnel|prospects?|drop(?:s|ped)? out|abandon\w*|hear about|enquir\w*|sign-?ups?|acquisition|acquire)\b/i,
    method:
      'Count how many potential {C} pass each step from first contact to purchase and repeat, by channel, and compare each step with a benchmark.',
    dataSources: ['{CustomerData}', 'Web and app analytics', 'Marketing and campaign data'],
    dataNeeded: [
      'Counts at each step of the funnel by month and channel for the last twelve months',
      'A benchmark for each step, from past periods, other channels or peers',
    ],
    steps: [
      'Define the steps of the funnel in the order {C} take them',
      'Count people at each step by channel and month',
      'Compute the conversion rate at each step',
      'Compare each step with its benchmark',
      'Find the weakest step and list what happens there',
    ],
    pitfalls: [
      'Mixing channels whose funnels differ',
      'Counting the same person twice across devices or visits',
      'Benchmarking against a period with a different campaign mix',
    ],
    expectedOutput:
      'A funnel with conversion per step against benchmark; the conversion at the weakest step against its benchmark decides.',
    owner: 'Marketing analyst',
    ease: 4,
    weeks: 1,
    shape: 'funnel',
    measure: 'people at each step',
    rule: decide('the conversion rate at the weakest step of the funnel against its benchmark', 'below', -20, '%'),
  },
  'customer-segmentation': {
    name: 'Customer segmentation and profitability',
    keywords:
      /\b(?:segments?|groups? of|mix|profitable to serve|high-(?:value|spending)|most valuable|least profitable|larger|smaller)\b/i,
    method: 'Split {C} into segments by need and value, and compute revenue, margin and cost to serve per segment.',
    dataSources: ['{CustomerData}', '{SalesData}', '{CostData}, to allocate the cost to serve'],
    dataNeeded: [
      'Revenue, margin and cost to serve per {c} for the last twelve months',
      'Attributes to segment on: needs, behaviour, channel and size',
    ],
    steps: [
      'Choose segmentation variables that sales and service teams can act on',
      'Form four to six segments and check that they differ in needs and value',
      'Compute revenue, margin and cost to serve per segment',
      'Compare each segment’s margin with {Sp} average',
      'Test the segments with the commercial team',
    ],
    pitfalls: [
      'Segments nobody in the business can act on',
      'Allocating shared costs by revenue, which flattens real differences',
      'Segments built on a year with unusual events',
    ],
    expectedOutput:
      'Revenue and margin per segment against the average; how far the weakest segment’s margin falls below the average decides.',
    owner: 'Customer analytics lead',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: 'margin gap to the average (pp)',
    rule: decide('how far the margin of the weakest segment falls below {Sp} average margin', 'above', 5, 'pp'),
  },
  'cohort-churn': {
    name: 'Cohort retention and churn curves',
    keywords: /\b(?:churn\w*|retention|retain\w*|leav\w*|lapse\w*|cohorts?|tenure|renewals?|lifetime|loyal\w*|keep)\b/i,
    method:
      'Follow each group of {C} who started in the same month and compare how many are still active over time, by segment and channel.',
    dataSources: ['{CustomerData}', '{SalesData}, to see who is still buying'],
    dataNeeded: [
      'Start date and, where known, end date of every {c} for the last three years',
      'Segment, acquisition channel and {price} paid per {c}',
      'A definition of an active {c}, agreed with the business',
    ],
    steps: [
      'Agree when a {c} counts as lost (for example no purchase in twelve months)',
      'Group {C} by the month they started',
      'Compute the share still active after each month, cohort by cohort',
      'Compare the curves by segment, channel and {price}',
      'Find the months in which most {C} are lost',
    ],
    pitfalls: [
      'Counting returning {C} as new ones',
      'Reading the average churn rate instead of cohorts, which hides a changing mix',
      'Judging recent cohorts on too few months',
    ],
    expectedOutput: 'Retention curves by cohort and segment; the share of {C} lost in their first year decides.',
    owner: 'Customer analytics lead',
    ease: 4,
    weeks: 1,
    shape: 'curves',
    measure: 'share of {C} still active (%)',
    rule: decide('the share of {C} lost in their first year', 'above', 30, '%'),
  },
  'customer-survey': {
    name: 'Customer survey',
    keywords:
      /\b(?:customers?|clients?|want|need\w*|prefer\w*|satisf\w*|appeal|value|would use|reasons?|perceiv\w*)\b/i,
    method:
      'Survey a representative sample of {C} on needs, satisfaction and intent, with questions written from the hypotheses.',
    dataSources: [
      '{CustomerData}, for the sample and its weights',
      'An online panel, for people who are not yet {C} of {S}',
    ],
    dataNeeded: [
      'At least 300 completed responses, with quotas per segment',
      'Behavioural data per respondent, to weight the sample and check stated answers',
    ],
    steps: [
      'Write down the hypotheses, and the answers that would refute them, before drafting questions',
      'Design the questionnaire and pilot it with ten {C}',
      'Field it with quotas per segment',
      'Weight the responses to the real mix of {C}',
      'Analyse the answers by segment and compare them with behaviour',
    ],
    pitfalls: [
      'Leading questions that put the answer in the respondent’s mouth',
      'Treating stated intent as behaviour',
      'Too few responses in the segment that matters most',
    ],
    expectedOutput:
      'A bar chart of answers by segment; the share of {C} who rank the hypothesised reason in their top three decides.',
    owner: 'Market research manager',
    ease: 3,
    weeks: 3,
    shape: 'split',
    measure: 'share of respondents (%)',
    rule: decide('the share of surveyed {C} who rank the hypothesised reason in their top three', 'at-least', 40, '%'),
  },
  'customer-interviews': {
    name: 'Customer interviews',
    keywords: /\b(?:needs?|unmet|problems?|pain points?|experience|ask(?:ed)? for|complain\w*|frustrat\w*)\b/i,
    method: 'Run 15 to 20 structured interviews with current and former {C} and code what they say.',
    dataSources: ['{CustomerData}, to recruit current and former {C}', 'Complaints and feedback logs'],
    dataNeeded: [
      'An interview guide written from the hypotheses',
      'A sample across segments, including {C} who left and {C} of {competitors}',
    ],
    steps: [
      'Define which answers would support the hypothesis and which would refute it',
      'Recruit across segments, including {C} who left',
      'Interview with open questions first and prompts last',
      'Code every interview against a fixed list of themes',
      'Count how many interviewees raised each theme unprompted',
    ],
    pitfalls: [
      'Only talking to happy {C}',
      'Selling instead of listening',
      'Counting prompted agreement as if it were spontaneous',
    ],
    expectedOutput:
      'A coded table of themes with how many interviewees raised each; the share raising the hypothesised issue unprompted decides.',
    owner: 'Consultant',
    ease: 4,
    weeks: 2,
    shape: 'split',
    measure: 'share of interviewees (%)',
    rule: decide('the share of interviewed {C} who raise the hypothesised issue unprompted', 'at-least', 30, '%'),
  },
  'cost-to-serve': {
    name: 'Cost-to-serve analysis',
    keywords:
      /\b(?:cost to serve|cost-to-serve|unprofitable|served at a loss|loss-making|serv(?:e|ing) costs?|small accounts)\b/i,
    method:
      'Trace sales, service and delivery costs to each {c} or group of {C}, and compare them with the margin each one brings.',
    dataSources: ['{CostData}', '{CustomerData}', '{OpsData}, for the service and delivery activity per {c}'],
    dataNeeded: [
      'Gross margin per {c} for the last twelve months',
      'Activity drivers per {c}: contacts, deliveries, changes, returns, payment terms',
      'The cost of each activity',
    ],
    steps: [
      'List the activities that serve {C} and their annual cost',
      'Pick a driver for each activity and compute a cost per unit of driver',
      'Assign activity costs to each {c} by their use of the drivers',
      'Compute the margin after cost to serve per {c}',
      'Rank {C} and draw the cumulative profit curve',
    ],
    pitfalls: [
      'Allocating costs by revenue, which hides the {C} who cost most',
      'Counting fixed costs that would not go away as savings',
      'Dropping {C} without checking what else they buy',
    ],
    expectedOutput:
      'A cumulative profit curve and the split of {C} into profitable, break-even and loss-making; the share served at a loss decides.',
    owner: 'Finance analyst',
    ease: 3,
    weeks: 2,
    shape: 'split',
    measure: 'share of {C} (%)',
    rule: decide('the share of {C} whose margin does not cover their cost to serve', 'above', 15, '%'),
  },
  'channel-economics': {
    name: 'Channel economics and cannibalisation',
    keywords:
      /\b(?:channels?|online|direct|intermediar\w*|agents?|resellers?|cannibali[sz]\w*|marketplaces?|e-?commerce|expense of)\b/i,
    method:
      'Build a profit and loss per channel, per {u}, and estimate how much of a new channel’s volume is new rather than moved from another channel.',
    dataSources: ['{SalesData}', '{CostData}', '{CustomerData}, to follow {C} who use several channels'],
    dataNeeded: [
      'Revenue, commissions and cost to serve per {u} by channel',
      'Purchase histories of {C} who use more than one channel',
    ],
    steps: [
      'List the channels and the costs each one causes',
      'Build contribution per {u} for each channel',
      'Follow the {C} who moved between channels',
      'Estimate the share of each channel’s volume that is incremental',
      'Model the combined effect of shifting volume between channels',
    ],
    pitfalls: [
      'Counting all of a new channel’s revenue as new',
      'Leaving commissions, returns or payment fees out of channel costs',
      'Comparing channels that serve different {C}',
    ],
    expectedOutput:
      'Contribution per {u} by channel; the gap between the most and the least profitable channel decides.',
    owner: 'Finance analyst',
    ease: 3,
    weeks: 2,
    shape: 'comparison',
    measure: 'contribution per {u} (index, best channel = 100)',
    rule: decide('the gap in contribution per {u} between {Sp} most and least profitable channel', 'above', 20, '%'),
  },
} satisfies Family;
