import { noun, type IndustryProfile } from './types.js';

/** When no industry fits: plain business words that belong to no industry in particular. */
export const generic: IndustryProfile = {
  id: 'generic',
  customer: noun('customer'),
  unit: noun('customer'),
  price: 'price',
  revenueStreams: ['core products', 'services'],
  segments: ['largest customers', 'smaller customers'],
  segmentBy: 'by customer size',
  variableCosts: ['materials and purchased services', 'distribution'],
  fixedCosts: ['staff costs', 'facilities and overheads'],
  stages: ['marketing and sales', 'order handling', 'delivery', 'after-sales service'],
  capacity: 'capacity',
  workforce: 'staff',
  channels: ['its own sales force', 'partners and resellers'],
  competitors: 'competitors',
  regulator: 'the regulator',
  kpis: ['revenue per customer', 'gross margin', 'customer retention'],
  data: {
    sales: 'sales data by product, customer and month',
    costs: 'the general ledger by cost centre',
    customers: 'customer records',
    operations: 'operational reports',
  },
  b2b: false,
  revenueModel: 'market',
  markers: [],
};
