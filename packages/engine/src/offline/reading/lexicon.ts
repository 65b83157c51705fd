/**
 * Word lists the reader needs beyond grammar: which nouns name an organisation, which name a measure, which
 * name a person who decides. compromise tells a noun from a verb; these tell a client from its margin.
 */

/** Heads that name the organisation a problem is about. */
export const ORGANISATION_NOUNS = new Set(
  `company companies firm firms business group chain operator operators carrier airline bank insurer utility
  cooperative co-op coop charity foundation hospital hospitals network trust council city municipality ministry
  agency authority department government university school schools college retailer manufacturer maker producer
  brand fund investor start-up startup platform provider supplier distributor wholesaler grocer publisher
  broadcaster club clubs hotel hotels restaurant restaurants centre center service port mine miner plant plants
  producer refiner refinery railway railways utility insurer lender broker marketplace app studio agency
  practice clinic clinics laboratory lab shipyard shipper forwarder carrier brewery winery dairy bakery mill
  operator conglomerate multinational subsidiary division unit organisation organization association federation
  league region state county province museum library theatre zoo NGO ngo nonprofit non-profit hospice
  estate developer landlord builder contractor consultancy partnership franchise franchisor cinema gym
  pharmacy pharmacies store stores outlet supermarket airport authority regulator police force army navy
  police service system trust board institute hub telco operator bottler roaster exchange`.split(/\s+/),
);

/** Heads that name a measure rather than a thing. */
export const METRIC_NOUNS = new Set(
  `margin margins profit profits profitability revenue revenues sales turnover income ebit ebitda earnings cost costs
  expenses expense spend spending overheads opex capex churn attrition retention share rate rates ratio score scores
  satisfaction nps time times delay delays backlog backlogs emissions footprint intensity donations
  occupancy yield yields utilisation utilization productivity throughput volume volumes price prices leakage
  losses loss arr mrr bookings growth performance output capacity uptime availability reliability punctuality
  debt cash liquidity valuation value market-share factor numbers waiting wait delivery
  deliveries accuracy quality defects defect complaints claims absenteeism sickness engagement conversion
  traffic congestion visits footfall attendance enrolment enrollment usage adoption penetration coverage
  waste consumption leakages outages incidents accidents compliance fraud arrears inventory stockouts stock-outs
  lead readmissions mortality outcomes results rank ranking premium premiums subscriptions subscribers members
  membership ridership passengers returns return`.split(/\s+/),
);

/** People and bodies who decide: "the board", "the CFO", "the city council". */
export const DECISION_MAKERS = new Set(
  `board ceo cfo coo cto cio cmo chro chair chairman chairwoman chairperson president founder founders owner owners
  shareholders investors management leadership executive executives trustees partners partner minister ministry
  council mayor cabinet parliament governor director directors committee regulator family principal dean
  superintendent commissioner secretary`.split(/\s+/),
);

/** Words for a role that are not a decision maker on their own ("our client"). */
export const CLIENT_WORDS = new Set(['client', 'customer', 'organisation', 'organization']);

/** Nouns a statement counts time in; never a subject or a metric on their own. */
export const TIME_NOUNS = new Set(
  `year years month months week weeks day days quarter quarters decade decades period today`.split(/\s+/),
);
