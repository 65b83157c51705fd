import type {
  GenerationRequest,
  HypothesisNode,
  HypothesisStatus,
  HypothesisStatusResult,
  KeyLine,
  Slide,
  Storyline,
  SupportingPoint,
  WorkplanRow,
} from '@caseboard/contracts';
import { flatten, hypothesisTreeFrom, reason, workplanFrom, type Reasoning } from '../../offline/chain.js';
import { capitalise, lowerFirst } from '../../offline/text.js';
import { statusesFor } from '../hypothesis-status/offline.js';

/**
 * The offline storyline, pyramid style, led by what the team's results show and by nothing else. Before any
 * result is in, it is the day-one answer: the governing hypothesis and its key lines, each with the analysis
 * and the rule that will decide it, said as hypotheses. With results, supported lines come first and are
 * said plainly with the finding that decided them, refuted ones last; open ones say they are open.
 * Simulated results are illustrations and never appear as findings.
 */
const ORDER: Record<HypothesisStatus, number> = { supported: 0, inconclusive: 1, untested: 2, parked: 3, refuted: 4 };

function said(r: Reasoning, status: HypothesisStatus, claim: string): string {
  const names = r.frame.names;
  if (status === 'supported') return claim;
  if (status === 'refuted') return `The evidence does not support that ${lowerFirst(claim, names)}`;
  if (status === 'inconclusive') return `Still open after the first results: whether ${lowerFirst(claim, names)}`;
  return `Hypothesis to test: ${lowerFirst(claim, names)}`;
}

function decidedBy(result: HypothesisStatusResult | undefined): string {
  if (!result || result.status === 'untested' || result.status === 'parked') return '';
  return result.rationale
    .replace(/^(?:Supported|Refuted|Not decided: the results point different ways): /, '')
    .replace(/\.$/, '');
}

function plannedTest(rows: readonly WorkplanRow[], id: string): string | undefined {
  const row = rows.find((candidate) => candidate.hypothesisId === id);
  if (!row) return undefined;
  return row.decisionRule ? `${row.analysis} (${row.id}). ${row.decisionRule.text}` : `${row.analysis} (${row.id})`;
}

export function storylineFor(r: Reasoning): Storyline {
  const tree = hypothesisTreeFrom(r);
  const computed = new Map(statusesFor(r).results.map((s) => [s.hypothesisId, s]));
  // A status the team set by hand wins over the computed one.
  const statusOf = (node: HypothesisNode): HypothesisStatus =>
    node.status !== 'untested' ? node.status : (computed.get(node.id)?.status ?? 'untested');
  const confidenceOf = (node: HypothesisNode) => computed.get(node.id)?.confidence ?? 0;
  const rows = workplanFrom(r).rows;
  const brief = r.request.context?.brief;
  const f = r.frame;

  const everything = flatten(tree.root);
  const anyResult = everything.some((node) => {
    const status = statusOf(node);
    return status === 'supported' || status === 'refuted' || status === 'inconclusive';
  });
  const mains = [...tree.root.children].sort(
    (a, b) => ORDER[statusOf(a)] - ORDER[statusOf(b)] || confidenceOf(b) - confidenceOf(a),
  );
  const supported = mains.filter((m) => statusOf(m) === 'supported');
  const refuted = mains.filter((m) => statusOf(m) === 'refuted');
  const rootStatus = statusOf(tree.root);

  let governing: string;
  if (!anyResult) {
    governing = `Our day-one answer, to be proven: ${lowerFirst(tree.root.label, f.names)}`;
  } else if (rootStatus === 'supported') {
    governing = tree.root.label;
  } else if (rootStatus === 'refuted') {
    governing = `The evidence so far does not support that ${lowerFirst(tree.root.label, f.names)}`;
  } else if (supported.length > 0) {
    governing = `${capitalise(f.S)} has ${supported.length} supported route${supported.length > 1 ? 's' : ''} so far: ${supported
      .slice(0, 2)
      .map((m) => lowerFirst(m.label, f.names))
      .join('; ')}`;
  } else {
    governing = `${capitalise(f.S)} has no supported route yet: ${refuted.length} of ${mains.length} main hypotheses are refuted and the rest are open`;
  }

  const keyLines: KeyLine[] = mains.slice(0, 7).map((main, i) => {
    const points: SupportingPoint[] = [];
    for (const child of main.children) {
      if (points.length >= 10) break;
      const status = statusOf(child);
      const finding = decidedBy(computed.get(child.id));
      const test = plannedTest(rows, child.id);
      const text =
        finding && status !== 'untested'
          ? `${said(r, status, child.label)}: ${finding}`
          : test
            ? `${said(r, status, child.label)}. To be decided by ${lowerFirst(test)}`
            : said(r, status, child.label);
      points.push({ id: `k${i + 1}.p${points.length + 1}`, text, hypothesisIds: [child.id] });
    }
    return { id: `k${i + 1}`, statement: said(r, statusOf(main), main.label), supportingPoints: points };
  });

  const situation =
    brief?.situation ||
    (f.baseline && f.hasMetric
      ? `${capitalise(f.Sp)} ${f.M} stands at ${f.baseline.text}${f.previous ? `, down from ${f.previous.text}` : ''}.`
      : `${capitalise(f.S)} faces the question: ${r.decomposition.question}`);
  const complication = brief?.complication || f.statement;
  const open = everything.filter(
    (n) => n.children.length === 0 && statusOf(n) !== 'supported' && statusOf(n) !== 'refuted',
  );
  const next = open
    .slice(0, 3)
    .map((n) => rows.find((row) => row.hypothesisId === n.id)?.analysis)
    .filter((a): a is string => Boolean(a));
  const resolution = anyResult
    ? `${governing}. ${next.length > 0 ? `Next, settle what is still open: ${next.join('; ')}.` : 'Every planned analysis has reported.'}`
    : `${governing}. None of this is proven yet: the work plan's analyses decide it, each against a threshold set before the data comes in${next.length > 0 ? `, starting with ${next.join('; ')}` : ''}.`;

  const slides: Slide[] = [
    { id: 's1', actionTitle: trim(`${governing}.`), content: keyLines.map((k) => k.statement).slice(0, 12) },
    ...keyLines.map((k, i): Slide => ({
      id: `s${i + 2}`,
      actionTitle: trim(`${k.statement}.`),
      keyLineId: k.id,
      content: k.supportingPoints.slice(0, 6).map((p) => p.text),
    })),
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
