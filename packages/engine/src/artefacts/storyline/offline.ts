import type {
  GenerationRequest,
  HypothesisNode,
  HypothesisStatus,
  KeyLine,
  Slide,
  Storyline,
  SupportingPoint,
} from '@caseboard/contracts';
import { flatten, hypothesisTreeFrom, reason, workplanFrom, type Reasoning } from '../../offline/chain.js';
import { capitalise, gerund, lowerFirst } from '../../offline/problem/tokens.js';
import { quantityText } from '../../offline/problem/analyse.js';
import { simulationsFor } from '../analysis-simulation/offline.js';
import { statusesFor } from '../hypothesis-status/offline.js';

/**
 * The offline storyline, pyramid style: the governing thought is what the evidence supports, key lines
 * are the main hypotheses ordered by the strength of their evidence (supported first, refuted last, each
 * said plainly), supporting points cite hypothesis ids, and every slide carries an action title.
 */
const ORDER: Record<HypothesisStatus, number> = { supported: 0, inconclusive: 1, untested: 2, parked: 3, refuted: 4 };

/** "The airline can raise revenue per passenger" -> "raising revenue per passenger"; undefined if not of that form. */
function asMeans(r: Reasoning, claim: string): string | undefined {
  const prefix = `${r.ctx.S} can `.toLowerCase();
  if (!claim.toLowerCase().startsWith(prefix)) return undefined;
  const [verb = '', ...rest] = claim.slice(prefix.length).split(' ');
  return [gerund(verb.toLowerCase()), ...rest].join(' ');
}

function said(r: Reasoning, status: HypothesisStatus, claim: string): string {
  if (status === 'supported') return claim;
  if (status === 'refuted') return `The evidence does not support that ${lowerFirst(claim, r.frame.names)}`;
  return `Still open: whether ${lowerFirst(claim, r.frame.names)}`;
}

export function storylineFor(r: Reasoning): Storyline {
  const tree = hypothesisTreeFrom(r);
  const computed = new Map(statusesFor(r).results.map((s) => [s.hypothesisId, s]));
  // A status the team set by hand wins over the computed one.
  const statusOf = (node: HypothesisNode): HypothesisStatus =>
    node.status !== 'untested' ? node.status : (computed.get(node.id)?.status ?? 'untested');
  const confidenceOf = (node: HypothesisNode) => computed.get(node.id)?.confidence ?? 0;
  const sims = simulationsFor(r).simulations;
  const brief = r.request.context?.brief;

  const mains = [...tree.root.children].sort(
    (a, b) => ORDER[statusOf(a)] - ORDER[statusOf(b)] || confidenceOf(b) - confidenceOf(a),
  );
  const supported = mains.filter((m) => statusOf(m) === 'supported');
  const refuted = mains.filter((m) => statusOf(m) === 'refuted');
  const decision = /^should\b/i.test(tree.root.label) || /^should\b/i.test(r.frame.question ?? '');

  let governing: string;
  const rootStatus = statusOf(tree.root);
  if (decision) {
    governing =
      rootStatus === 'supported'
        ? tree.root.label
        : rootStatus === 'refuted'
          ? `${capitalise(r.ctx.S)} should not go ahead as framed: the evidence does not support that ${lowerFirst(refuted[0]?.label ?? tree.root.label, r.frame.names)}`
          : `${capitalise(r.ctx.S)} should not decide yet: ${mains.length - supported.length} of ${mains.length} conditions are still open or against it`;
  } else if (supported.length > 0) {
    const means = supported.map((m) => asMeans(r, m.label));
    const goal = r.frame.target?.text ?? `improve its ${r.ctx.M}`;
    const time = r.frame.timeFrame && !goal.includes(r.frame.timeFrame) ? ` ${r.frame.timeFrame}` : '';
    governing = means.every((m) => m !== undefined)
      ? `${capitalise(r.ctx.S)} can ${goal.replace(/\bit\b/, `its ${r.ctx.M}`)}${time} by ${means.slice(0, 3).join(' and ')}`
      : `${capitalise(r.ctx.S)} can ${goal.replace(/\bit\b/, `its ${r.ctx.M}`)}${time}: ${supported
          .slice(0, 2)
          .map((m) => lowerFirst(m.label, r.frame.names))
          .join('; ')}`;
  } else {
    governing = `${capitalise(r.ctx.S)} has no supported route yet: the evidence refutes ${refuted.length} of ${mains.length} main hypotheses and leaves the rest open`;
  }

  const keyLines: KeyLine[] = mains.slice(0, 7).map((main, i) => {
    const points: SupportingPoint[] = [];
    for (const child of main.children) {
      if (points.length >= 10) break;
      points.push({
        id: `k${i + 1}.p${points.length + 1}`,
        text: said(r, statusOf(child), child.label),
        hypothesisIds: [child.id],
      });
    }
    for (const sim of sims) {
      if (points.length >= 10) break;
      const belongs = sim.hypothesisId === main.id || main.children.some((c) => c.id === sim.hypothesisId);
      if (belongs && sim.implication.direction !== 'inconclusive') {
        points.push({ id: `k${i + 1}.p${points.length + 1}`, text: sim.finding, hypothesisIds: [sim.hypothesisId] });
      }
    }
    return { id: `k${i + 1}`, statement: said(r, statusOf(main), main.label), supportingPoints: points };
  });

  const m = r.frame.metric;
  const situation =
    brief?.situation ||
    (m?.from
      ? `${capitalise(r.ctx.Sp)} ${m.phrase} stood at ${quantityText(m.from)}.`
      : `${capitalise(r.frame.subject.phrase.startsWith('the') ? r.frame.subject.phrase : `the ${r.frame.subject.phrase}`)} faces the question: ${r.frame.question ?? r.frame.statement}`);
  const complication = brief?.complication || r.frame.statement;
  const open = flatten(tree.root).filter(
    (n) => n.children.length === 0 && statusOf(n) !== 'supported' && statusOf(n) !== 'refuted',
  );
  const plan = workplanFrom(r).rows;
  const next = open
    .slice(0, 3)
    .map((n) => plan.find((row) => row.hypothesisId === n.id)?.analysis)
    .filter((a): a is string => Boolean(a));
  const resolution = `${governing}. ${next.length > 0 ? `Next, settle what is still open: ${next.join('; ')}.` : 'Next, confirm the simulated results with real data.'}`;

  const slides: Slide[] = [
    { id: 's1', actionTitle: trim(`${governing}.`), content: keyLines.map((k) => k.statement).slice(0, 12) },
    ...keyLines.map((k, i): Slide => {
      const chart = sims.find((s) => k.supportingPoints.some((p) => p.hypothesisIds.includes(s.hypothesisId)));
      return {
        id: `s${i + 2}`,
        actionTitle: trim(`${k.statement}.`),
        keyLineId: k.id,
        content: [
          ...k.supportingPoints.slice(0, 5).map((p) => p.text),
          ...(chart ? [`Chart (simulated): ${chart.chart.title}`] : []),
        ].slice(0, 12),
      };
    }),
  ];
  if (next.length > 0) {
    slides.push({
      id: `s${slides.length + 1}`,
      actionTitle: trim(`${next.length} analyses settle what is still open`),
      content: next,
    });
  }
  return {
    governingThought: `${governing}.`,
    situation,
    complication,
    resolution,
    keyLines,
    slides: slides.slice(0, 40),
  };
}

function trim(text: string): string {
  return text.length <= 300 ? text : `${text.slice(0, 299)}…`;
}

export function offlineStoryline(request: GenerationRequest): Storyline {
  return storylineFor(reason(request));
}
