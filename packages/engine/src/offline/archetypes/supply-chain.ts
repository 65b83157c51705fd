import type { Frame } from '../frame.js';
import { canGoal, isMaker, metricQuestion, soGoal } from './blocks-operations.js';
import { ask, rule, type Spec } from './spec.js';
import { byDelayOwner, byRouteTime, isTransit } from './supply-chain-transit.js';
import type { ArchetypeDefinition, Framework } from './types.js';

/**
 * Supply chain: availability, on-time delivery or inventory. Split once by stage of the chain (plan,
 * source, hold, deliver), and once by the failure itself: for availability and delivery, why an order
 * was missed (demand above plan, supply late, stock in the wrong place, stock on hand but not shipped);
 * for inventory, which part of the stock is too high (cycle, safety, excess, in transit).
 */

type Focus = 'availability' | 'delivery' | 'inventory';

function focusOf(f: Frame): Focus {
  const m = f.M.toLowerCase();
  if (/stock-?outs?|out of stock|availability|fill rate/.test(m)) return 'availability';
  if (
    /\b(?:inventor\w*|stock ?holding|stock levels?|weeks? of (?:stock|cover)|days? of (?:stock|cover)|working capital)\b/.test(
      m,
    )
  ) {
    return 'inventory';
  }
  if (/\b(?:on[- ]time|otif|deliver\w*|late|in full)\b/.test(m)) return 'delivery';
  return 'availability';
}

/** What the chain holds: products, or supplies and spare parts where the client does not sell goods. */
function itemsOf(f: Frame): string {
  const industry = f.reading.industry;
  if (industry === 'healthcare' || industry === 'public-sector' || industry === 'education') return 'supplies';
  if (industry === 'utilities' || industry === 'energy' || industry === 'mining' || industry === 'airline') {
    return 'spare parts and materials';
  }
  return 'products';
}

/** The industry's stages that move stock to the customer: "distribution to stores", "picking and packing". */
function movingStages(f: Frame): string[] {
  return f.industry.stages.filter(
    (stage, i) =>
      i > 0 &&
      /\b(?:distribut\w*|deliver\w*|dispatch|shipping|replenish\w*|picking|in-store|linehaul|collection|dealers?)\b/i.test(
        stage,
      ),
  );
}

/** The stage where the client commits to suppliers: "buying and merchandising", "sourcing", "procurement". */
function buyingStage(f: Frame): string {
  return (
    f.industry.stages.find((s) => /\b(?:buying|sourcing|procurement|purchas\w*|order intake)\b/i.test(s)) ??
    'purchasing'
  );
}

/** Where the client's own people handle stock, when they do: store colleagues, warehouse staff. */
function stockHandlers(f: Frame): string {
  return /store|warehouse|operative|depot/.test(f.industry.workforce) ? f.industry.workforce : 'warehouse teams';
}

/** Where stock sits for customers: the industry's two channels, or simply "locations". */
function channelPair(f: Frame): string {
  const stores = f.industry.channels.find((c) => /^its (?:own )?stores$/.test(c));
  return stores ? 'stores' : 'locations';
}

/** What a failure is called: stockouts, or late and incomplete orders. */
function missesOf(f: Frame): string {
  return focusOf(f) === 'delivery' ? 'late or incomplete orders' : 'stockouts';
}

function plan(f: Frame): Spec {
  const items = itemsOf(f);
  const inventory = focusOf(f) === 'inventory';
  if (inventory) {
    return ask(
      'does',
      f.S,
      `buy ${items} against demand plans that run consistently high`,
      [
        ask('is', 'the forecast', `biased upwards for slow-moving ${items}`, [], {
          tests: ['forecast-accuracy'],
          rule: rule(`the forecast bias on the slowest-moving half of ${items}`, 'above', 10, '%'),
          impact: 4,
        }),
        ask('are', 'demand plans', 'padded by each function to be safe', [], {
          tests: ['forecast-accuracy', 'expert-interviews'],
          rule: rule('the gap between the consensus demand plan and the statistical forecast', 'above', 5, '%'),
          impact: 3,
        }),
        ask('do', 'launches, projects and one-off orders', 'leave stock behind when they end', [], {
          tests: ['pareto', 'inventory-service-level'],
          rule: rule(`the share of excess stock bought for launches, projects or one-off orders`, 'above', 25, '%'),
          impact: 3,
        }),
      ],
      { kind: 'stage', dimension: 'bias by item, padding, one-off demand' },
    );
  }
  return ask(
    'does',
    f.S,
    `forecast demand for its ${items} too poorly to plan on`,
    [
      ask('is', 'forecast error', `high for the ${items} that sell the most`, [], {
        tests: ['forecast-accuracy', 'pareto'],
        rule: rule(
          `the weighted forecast error by ${items.replace(/s$/, '')} and week for the top fifth of ${items}`,
          'above',
          30,
          '%',
        ),
        impact: 4,
      }),
      ask('is', 'the forecast', inventory ? 'consistently too high' : 'consistently too low for growing lines', [], {
        tests: ['forecast-accuracy'],
        rule: rule(
          'the forecast bias over the last twelve months',
          inventory ? 'above' : 'below',
          inventory ? 5 : -5,
          '%',
        ),
        impact: 4,
      }),
      ask('are', 'promotions, launches and seasonal peaks', 'missing from the forecast until too late', [], {
        tests: ['demand-forecast', 'pareto'],
        rule: rule(
          `the share of ${inventory ? 'excess stock' : missesOf(f)} in promoted, new or seasonal ${items}`,
          'above',
          30,
          '%',
        ),
        impact: 3,
      }),
    ],
    { kind: 'stage', dimension: 'accuracy, bias, known events' },
  );
}

function source(f: Frame): Spec {
  if (focusOf(f) === 'inventory') {
    return ask(
      'do',
      "suppliers' terms",
      `force ${f.S} to hold more stock than it uses`,
      [
        ask('do', 'minimum order quantities', 'cover months of demand for many items', [], {
          tests: ['supplier-performance', 'spend-analysis'],
          rule: rule('the share of items whose minimum order covers more than eight weeks of demand', 'above', 20, '%'),
          impact: 3,
        }),
        ask(
          'does',
          buyingStage(f),
          'buy ahead for volume discounts worth less than the cost of holding the stock',
          [],
          {
            tests: ['spend-analysis', 'inventory-service-level'],
            rule: rule('the discount earned minus the carrying cost of the extra stock', 'below', 0),
            impact: 3,
          },
        ),
        ask('do', 'long and unreliable lead times', 'inflate the buffers held against them', [], {
          tests: ['supplier-performance', 'inventory-service-level'],
          rule: rule('the share of safety stock held against lead-time variability', 'above', 40, '%'),
          impact: 4,
        }),
      ],
      { kind: 'stage', dimension: 'order quantities, forward buying, lead times' },
    );
  }
  const maker = isMaker(f);
  const children: Spec[] = [
    ask('is', "suppliers' on-time, in-full delivery", 'below what the stock policy assumes', [], {
      tests: ['supplier-performance'],
      rule: rule("suppliers' on-time, in-full delivery rate over the last six months", 'below', 95, '%'),
      impact: 4,
    }),
    ask('does', buyingStage(f), 'commit to lead times longer or less reliable than planning assumes', [], {
      tests: ['supplier-performance', 'inventory-service-level'],
      rule: rule('actual lead times against the lead times set in the planning system', 'above', 20, '%'),
      impact: 3,
    }),
  ];
  if (maker) {
    children.push(
      ask('does', `${f.Sp} own production`, 'miss its schedule or run in long campaigns', [], {
        tests: ['on-time-performance', 'capacity-utilisation'],
        rule: rule('the share of production orders completed in the planned week', 'below', 90, '%'),
        impact: 3,
      }),
    );
  }
  return ask(
    'does',
    maker ? 'supply from suppliers and its own plants' : 'supply from suppliers',
    'arrive later, shorter or less reliably than planned',
    children,
    { kind: 'stage', dimension: maker ? 'suppliers, lead times, own plants' : 'reliability, lead times' },
  );
}

function hold(f: Frame): Spec {
  const items = itemsOf(f);
  if (focusOf(f) === 'inventory') {
    return ask(
      'does',
      f.S,
      `keep ${items} it no longer needs, or the same ones in several places`,
      [
        ask('are', `obsolete ${items}`, 'kept because nobody owns the decision to write them off', [], {
          tests: ['pareto', 'inventory-service-level'],
          rule: rule('the share of stock value without a movement in twelve months', 'above', 10, '%'),
          impact: 4,
        }),
        ask('are', `the same ${items}`, 'held under different codes or at several sites', [], {
          tests: ['pareto', 'network-model'],
          rule: rule('the share of stock value in items duplicated across codes or sites', 'above', 10, '%'),
          impact: 3,
        }),
        ask('are', 'stock levels', `set by rule of thumb rather than by how critical each item is`, [], {
          tests: ['inventory-service-level'],
          rule: rule(
            'the share of items whose stock level ignores their criticality and demand pattern',
            'above',
            30,
            '%',
          ),
          impact: 4,
        }),
      ],
      { kind: 'stage', dimension: 'obsolete, duplicated, mis-set' },
    );
  }
  return ask(
    'does',
    `${f.Sp} inventory policy`,
    `hold the wrong ${items} in the wrong quantities`,
    [
      ask('are', 'safety stocks', `set without regard to each item's demand variability and service target`, [], {
        tests: ['inventory-service-level'],
        rule: rule(
          'the share of items whose safety stock is 30% or more away from the level their variability requires',
          'above',
          30,
          '%',
        ),
        impact: 4,
      }),
      ask('does', 'stock', 'sit in slow movers while fast movers run out', [], {
        tests: ['pareto', 'inventory-service-level'],
        rule: rule('the share of stock value in items with more than six months of cover', 'above', 20, '%'),
        impact: 4,
      }),
      ask('are', 'stock records', 'wrong often enough to trigger false reorders or hidden shortages', [], {
        tests: ['inventory-service-level', 'root-cause'],
        rule: rule('the accuracy of stock records in physical counts', 'below', 95, '%'),
        impact: 3,
      }),
    ],
    { kind: 'stage', dimension: 'safety stock, mix, record accuracy' },
  );
}

function deliver(f: Frame): Spec {
  if (focusOf(f) === 'inventory') {
    return ask(
      'does',
      `${f.Sp} network`,
      'hold stock in more places and earlier than service needs',
      [
        ask('is', 'stock', 'pushed out to local sites before demand shows where it is needed', [], {
          tests: ['network-model', 'inventory-service-level'],
          rule: rule('the share of stock held at local sites rather than centrally', 'above', 60, '%'),
          impact: 4,
        }),
        ask('does', f.S, 'keep the same items in more locations than its delivery promise requires', [], {
          tests: ['network-model'],
          rule: rule(
            'the stock saving from holding slow movers in one location, modelled at the same service level',
            'above',
            10,
            '%',
          ),
          impact: 3,
        }),
      ],
      { kind: 'stage', dimension: 'timing of allocation, number of stocking points' },
    );
  }
  const moving = movingStages(f);
  return ask(
    'does',
    'stock',
    `fail to reach ${f.C} on time once it is in ${f.Sp} network`,
    [
      ask('is', 'stock', 'allocated to the wrong locations', [], {
        tests: ['network-model', 'inventory-service-level'],
        rule: rule(
          `the share of ${missesOf(f)} where another location held more than four weeks of cover`,
          'above',
          20,
          '%',
        ),
        impact: 4,
      }),
      ...(moving.length > 0 ? moving.slice(0, 2) : ['picking and dispatch']).map((stage) =>
        ask('does', 'stock', `get held up in ${stage}`, [], {
          kind: 'stage',
          tests: ['on-time-performance', 'process-time-study'],
          rule: rule(`the share of ${missesOf(f)} traced to delays in ${stage}`, 'above', 15, '%'),
          impact: 3,
        }),
      ),
      ask('do', 'carriers', 'deliver late against the promised slot', [], {
        tests: ['on-time-performance', 'supplier-performance'],
        rule: rule("carriers' on-time delivery against the promised slot", 'below', 95, '%'),
        impact: 3,
      }),
    ],
    { kind: 'stage', dimension: 'allocation, dispatch, transport' },
  );
}

/** On-time, in-full delivery by the industry's own stages: where an order loses time or quantity. */
/** The stages an order goes through from intake to delivery, in the industry's words where they fit. */
function orderStages(f: Frame): string[] {
  const stages = f.industry.stages.filter(
    (s) => !/\b(?:browsing|checkout|returns|payment|sales|after-sales|marketing)\b/i.test(s),
  );
  if (!stages.some((s) => /\b(?:order|intake|planning|booking)\b/i.test(s))) stages.unshift('order processing');
  if (!stages.some((s) => /\b(?:deliver\w*|shipping|dispatch|distribution|linehaul)\b/i.test(s)))
    stages.push('delivery to the customer');
  return stages.slice(0, 5);
}

function byOrderStage(f: Frame): Framework {
  const stages = orderStages(f);
  return {
    dimension: `by stage of the order: ${stages.join(', ')}`,
    claim: canGoal(f, ' by fixing the one or two stages where most late or short orders start'),
    children: stages.map((stage, i) =>
      ask(
        'do',
        'orders',
        `lose time or quantity in ${stage}`,
        [
          ask('do', 'orders', `wait longer in ${stage} than its standard lead time allows`, [], {
            tests: ['on-time-performance', 'capacity-utilisation'],
            rule: rule(`the share of late orders delayed while waiting in ${stage}`, 'above', 20, '%'),
            impact: i === 0 ? 3 : 4,
          }),
          ask('do', `errors in ${stage}`, `send orders out late, short or wrong`, [], {
            tests: ['root-cause', 'pareto'],
            rule: rule(`the share of late or incomplete orders traced to an error in ${stage}`, 'above', 15, '%'),
            impact: 3,
          }),
        ],
        { kind: 'stage', dimension: 'waiting, errors' },
      ),
    ),
  };
}

function byStage(f: Frame): Framework {
  if (isTransit(f)) return byRouteTime(f);
  if (focusOf(f) === 'delivery') return byOrderStage(f);
  const inventory = focusOf(f) === 'inventory';
  return {
    dimension: 'by stage of the chain: plan, source, hold, deliver',
    claim: inventory
      ? canGoal(f, ' without hurting availability', ', because much of its stock answers to poor planning')
      : canGoal(f, ' mainly by planning demand and setting stock better', ', without holding more stock overall'),
    children: [plan(f), source(f), hold(f), deliver(f)],
  };
}

/** Why orders were missed: a waterfall from demand above plan to stock on hand that was not shipped. */
function missedOrders(f: Frame): Framework {
  const misses = missesOf(f);
  const items = itemsOf(f);
  return {
    dimension: `by cause of each missed order: demand, supply, placement, execution`,
    claim: soGoal(f, `Most ${misses} come from planning and placement, not from suppliers`),
    children: [
      ask(
        'are',
        `many ${misses}`,
        'caused by demand above the forecast',
        [
          ask('are', 'the peaks', 'known in advance but not passed to planners', [], {
            tests: ['pareto', 'demand-forecast'],
            rule: rule(`the share of demand-driven ${misses} on promoted or scheduled events`, 'above', 30, '%'),
            impact: 4,
          }),
          ask('are', `growing ${items}`, 'forecast on their past rather than their trend', [], {
            tests: ['forecast-accuracy', 'regression'],
            rule: rule(`the forecast bias on the fastest-growing fifth of ${items}`, 'below', -10, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'known events, trends' },
      ),
      ask(
        'are',
        `many ${misses}`,
        'caused by supply that arrived late or short',
        [
          ask('do', 'suppliers', 'deliver late or short on the items that run out', [], {
            tests: ['supplier-performance'],
            rule: rule("suppliers' on-time, in-full delivery on the items that ran out", 'below', 90, '%'),
            impact: 4,
          }),
          ask('does', buyingStage(f), 'order too late because reorder points ignore true lead times', [], {
            tests: ['inventory-service-level', 'supplier-performance'],
            rule: rule('the share of late replenishment orders raised after their reorder date', 'above', 30, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'supplier failure, late ordering' },
      ),
      ask(
        'are',
        `many ${misses}`,
        'caused by stock held in the wrong place',
        [
          ask('is', 'stock', 'pushed to locations by rule of thumb rather than by demand', [], {
            tests: ['network-model', 'inventory-service-level'],
            rule: rule(`the share of ${misses} while another location held surplus stock`, 'above', 20, '%'),
            impact: 4,
          }),
          ask('do', `transfers between ${channelPair(f)}`, 'take too long to fix a shortage', [], {
            tests: ['on-time-performance', 'process-time-study'],
            rule: rule('the average days to move stock between locations', 'above', 3, 'days'),
            impact: 2,
          }),
        ],
        { kind: 'issue', dimension: 'allocation, rebalancing' },
      ),
      ask(
        'are',
        `many ${misses}`,
        'caused by stock on hand that was never picked or found',
        [
          ask('do', 'stock records', 'show stock that is not really there', [], {
            tests: ['inventory-service-level', 'root-cause'],
            rule: rule('the share of counted locations where the record overstated stock', 'above', 5, '%'),
            impact: 4,
          }),
          ask('do', `picking and handling errors by ${stockHandlers(f)}`, 'leave orders short', [], {
            tests: ['process-time-study', 'pareto'],
            rule: rule('the share of orders picked short or wrong', 'above', 2, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'records, handling' },
      ),
    ],
  };
}

/** Which part of the stock is too high: cycle, safety, excess and obsolete, in transit. */
function stockComponents(f: Frame): Framework {
  const items = itemsOf(f);
  return {
    dimension: 'inventory = cycle stock + safety stock + excess and obsolete stock + stock in transit',
    claim: canGoal(f, ' without hurting availability', ', mostly by clearing excess stock and resetting safety stocks'),
    children: [
      ask(
        'is',
        'cycle stock',
        'inflated by order quantities larger than demand needs',
        [
          ask('do', 'minimum order quantities', `force ${f.S} to buy months of stock at a time`, [], {
            tests: ['supplier-performance', 'spend-analysis'],
            rule: rule(
              'the share of items whose minimum order covers more than eight weeks of demand',
              'above',
              20,
              '%',
            ),
            impact: 3,
          }),
          ask('are', 'orders', 'placed in larger, rarer batches than the cost of ordering justifies', [], {
            tests: ['inventory-service-level'],
            rule: rule('the average order interval against the economic order interval', 'above', 50, '%'),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'order size, order frequency' },
      ),
      ask(
        'is',
        'safety stock',
        'higher than variability and service targets justify',
        [
          ask('does', f.S, `apply one service target to all its ${items}`, [], {
            tests: ['inventory-service-level', 'pareto'],
            rule: rule('the share of safety stock held on the slowest-selling half of items', 'above', 30, '%'),
            impact: 4,
          }),
          ask('do', 'buffers for unreliable suppliers', 'outlast the problems they were set for', [], {
            tests: ['supplier-performance', 'inventory-service-level'],
            rule: rule(
              'the share of safety stock set for suppliers now delivering above 95% on time',
              'above',
              20,
              '%',
            ),
            impact: 3,
          }),
        ],
        { kind: 'driver', dimension: 'service targets, supplier buffers' },
      ),
      ask(
        'is',
        'a large share of stock',
        'excess or obsolete',
        [
          ask('is', 'the forecast', 'consistently too high, so that stock builds up', [], {
            tests: ['forecast-accuracy'],
            rule: rule('the forecast bias over the last twelve months', 'above', 5, '%'),
            impact: 4,
          }),
          ask('are', `old ${items}`, 'kept on because nobody decides to clear them', [], {
            tests: ['pareto', 'inventory-service-level'],
            rule: rule('the share of stock value without a sale in six months', 'above', 10, '%'),
            impact: 4,
          }),
        ],
        { kind: 'driver', dimension: 'over-forecasting, end of life' },
      ),
      ask(
        'is',
        'stock in transit',
        'high because supply routes are long or slow',
        [
          ask('are', 'lead times from distant suppliers', 'tying up weeks of stock on the way', [], {
            tests: ['supplier-performance', 'network-model'],
            rule: rule('stock in transit as a share of total stock', 'above', 15, '%'),
            impact: 3,
          }),
          ask('could', 'a different mix of routes or suppliers', 'cut transit stock at an acceptable cost', [], {
            tests: ['network-model', 'scenario-sensitivity'],
            rule: rule('the saving in carrying cost minus the extra freight and purchase cost', 'above', 0),
            impact: 2,
          }),
        ],
        { kind: 'driver', dimension: 'distance, route and supplier choice' },
      ),
    ],
  };
}

/** Why an order arrived late or short: the promise, the stock, the dispatch, the transport. */
function lateOrders(f: Frame): Framework {
  const items = itemsOf(f);
  const moving = movingStages(f);
  const dispatch = moving[0] ?? 'dispatch';
  return {
    dimension: 'by cause of each late or short order: promise, availability, dispatch, transport',
    claim: soGoal(f, 'Most late or short orders start before dispatch', ' by fixing promises and stock'),
    children: [
      ask(
        'are',
        'many orders',
        'late because they were promised dates that could not be met',
        [
          ask('are', 'delivery dates', 'promised without checking stock or capacity', [], {
            tests: ['on-time-performance', 'process-mining'],
            rule: rule('the share of orders promised a date earlier than the standard lead time', 'above', 15, '%'),
            impact: 4,
          }),
          ask('do', `${f.C}`, 'change orders after they are confirmed', [], {
            tests: ['pareto', 'customer-interviews'],
            rule: rule('the share of late orders changed after confirmation', 'above', 15, '%'),
            impact: 2,
          }),
        ],
        { kind: 'issue', dimension: 'promise, changes' },
      ),
      ask(
        'are',
        'many orders',
        `late or short because the ${items} were not available`,
        [
          ask('do', `the ${items} most often short`, 'run out because planning set too little stock', [], {
            tests: ['inventory-service-level', 'forecast-accuracy'],
            rule: rule(`the share of short order lines on ${items} below their safety stock`, 'above', 30, '%'),
            impact: 4,
          }),
          ask('do', 'suppliers', `deliver late or short on the ${items} orders wait for`, [], {
            tests: ['supplier-performance'],
            rule: rule("suppliers' on-time, in-full delivery on those items", 'below', 90, '%'),
            impact: 4,
          }),
        ],
        { kind: 'issue', dimension: 'planning, suppliers' },
      ),
      ask(
        'are',
        'many orders',
        `held up in ${dispatch} although the stock was there`,
        [
          ask('do', `picking and handling errors by ${stockHandlers(f)}`, 'leave orders short or wrong', [], {
            tests: ['process-time-study', 'pareto'],
            rule: rule('the share of orders picked short or wrong', 'above', 2, '%'),
            impact: 3,
          }),
          ask('are', 'cut-off times', 'missed because work is released in the wrong order', [], {
            tests: ['on-time-performance', 'process-mining'],
            rule: rule('the share of orders dispatched after their cut-off', 'above', 5, '%'),
            impact: 3,
          }),
        ],
        { kind: 'issue', dimension: 'accuracy, timing' },
      ),
      ask(
        'are',
        'many orders',
        'late because carriers miss their slots',
        [
          ask('do', 'some carriers or routes', 'account for most of the late deliveries', [], {
            tests: ['on-time-performance', 'pareto'],
            rule: rule('the share of late deliveries on the worst fifth of carriers or routes', 'above', 50, '%'),
            impact: 3,
          }),
          ask('are', 'delivery slots', `booked with too little margin for ${f.C}`, [], {
            tests: ['on-time-performance', 'scenario-sensitivity'],
            rule: rule('the share of deliveries planned with less than an hour of slack', 'above', 30, '%'),
            impact: 2,
          }),
        ],
        { kind: 'issue', dimension: 'carriers, slot planning' },
      ),
    ],
  };
}

function byFailure(f: Frame): Framework {
  if (isTransit(f)) return byDelayOwner(f);
  const focus = focusOf(f);
  return focus === 'inventory' ? stockComponents(f) : focus === 'delivery' ? lateOrders(f) : missedOrders(f);
}

export const supplyChain: ArchetypeDefinition = {
  id: 'supply-chain',
  decision: false,
  deciders: ['the supply chain director', 'the chief operating officer'],
  question: metricQuestion,
  variants: [
    { name: 'by stage of the chain', build: byStage },
    { name: 'by cause of failure', build: byFailure },
  ],
};
