import type { Frame } from '../frame.js';
import { plural } from '../text.js';

/**
 * Where an emitter's CO2 comes from, read from the statement's own words: a cement producer's kilns and
 * clinker, a shipping line's bunker fuel, a dairy herd's methane. Industry profiles are too broad for this
 * (a cement producer reads as construction, whose cost pools are materials and subcontracted work), and the
 * levers of a carbon target follow the physics of the source, so the words that name the source decide.
 */
export interface Emitter {
  /** Process plants burn fuel and release CO2 from the process; fleets burn fuel per unit of transport work. */
  kind: 'process' | 'fleet' | 'farm' | 'buildings';
  /** The two largest energy sources, in the trade's words. */
  sources: [string, string];
  /** Emissions from the process itself, when there are any: "CO2 released from limestone as clinker is made". */
  process?: string;
  /** The lever that cuts the process emissions short of capture: "less clinker in each tonne of cement". */
  processLever?: string;
  /** The unit output is measured in: "tonne of cement", "container moved a kilometre". */
  unit: string;
  /** For fleets: the assets, the operating levers and the lower-carbon fuels of the trade. */
  assets?: string;
  operating?: string;
  fuels?: string;
}

const EMITTERS: ReadonlyArray<[RegExp, Emitter]> = [
  [
    /\b(?:cement|clinker|kilns?)\b/i,
    {
      kind: 'process',
      sources: ['kiln fuel', 'purchased electricity'],
      process: 'the CO2 released from limestone as clinker is made',
      processLever: 'less clinker in each tonne of cement (slag, fly ash, calcined clay)',
      unit: 'tonne of cement',
    },
  ],
  [
    /\b(?:steel|blast furnaces?|steelworks|iron ore)\b/i,
    {
      kind: 'process',
      sources: ['coking coal', 'natural gas and electricity'],
      process: 'the CO2 released as iron ore is reduced with coke',
      processLever: 'more scrap through electric arc furnaces, or iron reduced with gas or hydrogen',
      unit: 'tonne of steel',
    },
  ],
  [
    /\b(?:glass|float lines?|furnaces?)\b/i,
    {
      kind: 'process',
      sources: ['natural gas for the furnaces', 'purchased electricity'],
      process: 'the CO2 released from carbonate raw materials as they melt',
      processLever: 'more recycled cullet in each batch',
      unit: 'tonne of product',
    },
  ],
  [
    /\b(?:ammonia|fertiliser plants?|crackers?|refiner(?:y|ies)|petrochemical)\b/i,
    {
      kind: 'process',
      sources: ['natural gas used as fuel and feedstock', 'purchased electricity and steam'],
      process: 'the CO2 released by the chemical process itself',
      processLever: 'lower-carbon feedstock or electrified heat',
      unit: 'tonne of product',
    },
  ],
  [
    /\b(?:ships?|vessels?|shipping|container lines?|tankers?|bulk carriers?|ferr(?:y|ies))\b/i,
    {
      kind: 'fleet',
      sources: ['bunker fuel', 'fuel burnt in port'],
      unit: 'container moved a kilometre',
      assets: 'vessels',
      operating: 'slower steaming, better routing and fuller ships',
      fuels: 'LNG, biofuels and methanol',
    },
  ],
  [
    /\b(?:aircraft|airlines?|flights?|aviation)\b/i,
    {
      kind: 'fleet',
      sources: ['jet fuel', 'ground operations'],
      unit: 'passenger kilometre',
      assets: 'aircraft',
      operating: 'fuller flights, better routing and lighter operations',
      fuels: 'sustainable aviation fuel',
    },
  ],
  [
    /\b(?:trucks?|lorr(?:y|ies)|vans?|buses|coaches|haulage|hauliers?|delivery fleet)\b/i,
    {
      kind: 'fleet',
      sources: ['diesel', 'depot energy'],
      unit: 'tonne or passenger moved a kilometre',
      assets: 'vehicles',
      operating: 'fuller loads, better routing and smoother driving',
      fuels: 'electric power, HVO and biomethane',
    },
  ],
  [
    /\b(?:cattle|cows|dairy herds?|livestock|beef)\b/i,
    {
      kind: 'farm',
      sources: ['methane from cattle', 'fertiliser and feed'],
      unit: 'litre of milk or kilogram of meat',
    },
  ],
  [
    /\b(?:data cent(?:re|er)s?|offices|buildings|estate|campus|hospitals?)\b/i,
    {
      kind: 'buildings',
      sources: ['purchased electricity', 'gas for heating'],
      unit: 'square metre',
    },
  ],
];

/** The emitter the statement describes, when its words name one. */
export function emitterOf(f: Frame): Emitter | undefined {
  return EMITTERS.find(([pattern]) => pattern.test(f.statement))?.[1];
}

/** Other firms in the client's trade, from its own name: "the cement producer" -> "other cement producers". */
export function tradePeers(f: Frame): string | undefined {
  const trade =
    /^the ((?:[\w-]+ )?(?:producer|maker|manufacturer|miner|line|operator|carrier|airline|grower|farm|refiner|mill|plant|group|company))$/i.exec(
      f.S,
    )?.[1];
  if (!trade) return undefined;
  const words = trade.split(' ');
  return `other ${[...words.slice(0, -1), plural(words[words.length - 1]!)].join(' ')}`;
}
