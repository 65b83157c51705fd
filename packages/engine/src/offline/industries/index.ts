import type { Industry } from '@caseboard/contracts';
import { chemicals, energy, mining, utilities } from './resources.js';
import { consumerGoods, ecommerce, hospitality, leisure, restaurants, retail } from './consumer.js';
import { agriculture, construction, manufacturing, realEstate } from './industrial.js';
import { airline, automotive, logistics, transport } from './transport.js';
import { banking, insurance } from './financial.js';
import { charity, publicSector } from './public.js';
import { education, professionalServices } from './services.js';
import { generic } from './generic.js';
import { healthcare, pharma } from './health.js';
import { media, software, telecom } from './technology.js';
import type { IndustryProfile } from './types.js';

export type { IndustryProfile, Noun } from './types.js';
export { noun } from './types.js';

/** The words each industry writes with, one profile per id in INDUSTRIES. */
export const INDUSTRY_PROFILES: Readonly<Record<Industry, IndustryProfile>> = {
  airline,
  transport,
  logistics,
  automotive,
  healthcare,
  pharma,
  insurance,
  banking,
  telecom,
  software,
  media,
  ecommerce,
  retail,
  'consumer-goods': consumerGoods,
  restaurants,
  hospitality,
  leisure,
  energy,
  utilities,
  mining,
  chemicals,
  manufacturing,
  construction,
  agriculture,
  'real-estate': realEstate,
  'professional-services': professionalServices,
  education,
  'public-sector': publicSector,
  charity,
  generic,
};

export function industryProfile(id: Industry): IndustryProfile {
  return INDUSTRY_PROFILES[id];
}
