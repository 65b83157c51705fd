import { noun, type IndustryProfile } from './types.js';

/** Cities and councils, ministries, agencies, police forces and public contact centres. */
export const publicSector: IndustryProfile = {
  id: 'public-sector',
  customer: noun('resident'),
  unit: noun('service request'),
  price: 'charge',
  revenueStreams: ['central government grants', 'local taxes and charges'],
  segments: ['households', 'local businesses'],
  segmentBy: 'by type of service user',
  variableCosts: ['contracted services', 'agency staff and overtime'],
  fixedCosts: ['permanent staff', 'buildings and IT systems'],
  stages: ['first contact', 'assessment', 'decision', 'delivery and follow-up'],
  capacity: 'caseworker and contact centre capacity',
  workforce: 'officers and caseworkers',
  channels: ['online forms and the public portal', 'the contact centre and front counters'],
  competitors: 'outsourced and voluntary-sector providers',
  regulator: 'the inspectorates and public auditors',
  kpis: ['cost per case', 'first-contact resolution', 'time to decision'],
  data: {
    sales: 'budget monitoring reports',
    costs: 'the finance system by cost centre',
    customers: 'the case management system',
    operations: 'contact centre, CAD and incident logs',
  },
  b2b: false,
  revenueModel: 'budget',
  // Not resident: care homes have residents. Not caseworker: advice charities employ them.
  markers: [
    'citizen',
    'citizens',
    'council',
    'councils',
    'ministry',
    'ministries',
    'local taxes',
    'central government',
    'inspectorate',
    'inspectorates',
    'taxpayer',
    'taxpayers',
  ],
};

/** Charities, non-profits, NGOs and foundations: gifts and grants raised to fund charitable programmes. */
export const charity: IndustryProfile = {
  id: 'charity',
  customer: noun('donor'),
  unit: noun('gift'),
  price: 'average gift',
  revenueStreams: ['individual giving', 'grants and legacies'],
  segments: ['regular givers', 'one-off donors'],
  segmentBy: 'by type of donor',
  // Pools read as "the cost of fundraising", so they name the activity, not "fundraising costs".
  variableCosts: ['fundraising', 'programme delivery'],
  fixedCosts: ['central support functions', 'premises and IT'],
  stages: ['donor recruitment', 'gift processing', 'stewardship', 'retention and upgrade'],
  capacity: 'fundraising and programme capacity',
  workforce: 'staff and volunteers',
  channels: ['direct mail and digital appeals', 'events and face-to-face fundraising'],
  competitors: 'other charities',
  regulator: 'the charity regulator',
  kpis: ['donor retention rate', 'cost to raise a pound', 'share of spending on charitable activities'],
  data: {
    sales: 'income reports by appeal, channel and fund',
    costs: 'the management accounts by fund',
    customers: 'the donor database',
    operations: 'programme monitoring reports',
  },
  b2b: false,
  revenueModel: 'donations',
  // Not legacy: software and banks speak of legacy systems. Not beneficiaries: insurance has them too.
  markers: [
    // Donors, donations and fundraising belong to universities and hospitals too: not markers.
    'legacies',
    'regular givers',
    'gift aid',
    'charitable',
    'cost to raise a pound',
    'charity',
    'charities',
  ],
};
