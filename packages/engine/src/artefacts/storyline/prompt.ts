import type {
  GenerationRequest,
  HypothesisNode,
  KeyLine,
  Slide,
  Storyline,
  SupportingPoint,
} from '@caseboard/contracts';
import { analysesText, briefText, statusRationales } from '../../llm/context.js';
import { Rejected, type ObjectShape } from '../../llm/object-parts.js';
import {
  answerShape,
  assemble,
  example,
  fence,
  guidance,
  problemData,
  systemPrompt,
  task,
} from '../../llm/prompt-kit.js';
import { readingDigest } from '../../llm/reading.js';
import { closestByWords, resolveRef, type Target } from '../../llm/refs.js';
import { isRecord, listOf, text } from '../../llm/rekey.js';
import { StorylineLinesSchema, StorylineSlidesSchema } from './schema.js';

export const PROMPT_VERSION = 'storyline/2';

const LINE_RULES = [
  'Answer first: the governing thought answers the key question in one sentence and is led by what the team’s findings support, not by what was hoped and never by simulated results. When little is proven yet, say what is known and what remains to test.',
  'Situation, complication and resolution: what the audience knows, what changed (with the statement’s numbers), and the answer with what to do.',
  'Three to five key lines that together support the governing thought, in order of the strength of their evidence; each with supporting points that cite hypothesis ids in "hypothesisIds".',
  'Say plainly where a finding refuted a hypothesis or where the evidence is still open; use the status rationales.',
];

/**
 * The storyline in two parts: the pyramid (governing thought, situation, complication, resolution, key
 * lines), then the slide outline built on it. Built from the team's findings and the rationale behind each
 * hypothesis's status. Ids are the engine's (k1, k1.p1, s1); hypothesis references are taken to the
 * nearest node of the tree or dropped.
 */
export function storylineShape(request: GenerationRequest): ObjectShape {
  const digest = readingDigest(request);
  const tree = request.context?.hypothesisTree;
  const analyses = request.context?.analyses ?? [];
  const rows = request.context?.workplan ?? [];
  const brief = request.context?.brief;
  const current = request.context?.storyline;
  const targets: Target[] = [];
  const collect = (node: HypothesisNode) => {
    targets.push({ id: node.id, label: node.label });
    node.children.forEach(collect);
  };
  if (tree) collect(tree.root);
  const aliases = new Map<string, string>();
  const notes: string[] = [];
  const data = assemble([
    problemData(request, digest),
    brief && briefText(brief) && fence('project brief', briefText(brief)),
    tree && fence('hypotheses with their status and why', statusRationales(tree, analyses)),
    analyses.length > 0 && fence('analyses and the team’s findings', analysesText(analyses, rows)),
    current &&
      fence(
        'the team’s current storyline',
        `governing thought: ${current.governingThought}\n${current.keyLines.map((k) => `${k.id}: ${k.statement}`).join('\n')}`,
      ),
  ]);
  return {
    type: 'object',
    system: systemPrompt(request.locale),
    groups: [
      { part: 'lines', fields: ['governingThought', 'situation', 'complication', 'resolution', 'keyLines'] },
      { part: 'slides', fields: ['slides'] },
    ],
    what: 'a storyline',
    notes,
    ask: (fields, sofar, part, problems) =>
      part === 'lines'
        ? {
            prompt: assemble([
              data,
              guidance(digest, []),
              task(`Write the storyline's ${fields.join(', ')} (pyramid principle, answer first).`, [
                ...LINE_RULES,
                ...problems,
              ]),
              example('A bakery chain’s margin fell from 9% to 4%', {
                governingThought:
                  'The chain can regain a 9% margin by 2027 by repricing its core range: ingredient cost, not volume, caused the fall.',
                keyLines: [
                  {
                    statement: 'Ingredient cost per loaf rose 21% while prices rose 6%',
                    supportingPoints: [{ text: 'Measured on 2021-2024 purchases (a.3)', hypothesisIds: ['h.2.1'] }],
                  },
                ],
              }),
              answerShape({
                governingThought: '...',
                situation: '...',
                complication: '...',
                resolution: '...',
                keyLines: [
                  { statement: '...', supportingPoints: [{ text: '...', hypothesisIds: [targets[1]?.id ?? 'h.1'] }] },
                ],
              }),
            ]),
            schema: StorylineLinesSchema,
          }
        : {
            prompt: assemble([
              data,
              fence('storyline so far', outline(sofar)),
              task('Write the slide outline for the storyline in <project_content name="storyline so far">.', [
                'One slide per key point, in the storyline’s order: an action title that is a full sentence with the message, the key line id it belongs to ("k1", "k2"...), and what goes on the slide (chart, table, bullets).',
                'Start with an executive-summary slide that states the governing thought.',
                ...problems,
              ]),
              answerShape({ slides: [{ actionTitle: '...', keyLineId: 'k1', content: ['...'] }] }),
            ]),
            schema: StorylineSlidesSchema,
          },
    read: (field, value, sofar) => {
      if (field === 'keyLines') return readKeyLines(value, targets, aliases, notes);
      if (field === 'slides') return readSlides(value, (sofar['keyLines'] as KeyLine[] | undefined) ?? [], aliases);
      return text(value) ?? new Rejected(`${field} must be a sentence`);
    },
    incomplete: (sofar) => {
      const out: string[] = [];
      if ('keyLines' in sofar && (sofar['keyLines'] as KeyLine[]).length < 2) out.push('keyLines');
      return out;
    },
    assemble: (sofar): Storyline => ({
      governingThought: (sofar['governingThought'] as string | undefined) ?? '',
      situation: (sofar['situation'] as string | undefined) ?? '',
      complication: (sofar['complication'] as string | undefined) ?? '',
      resolution: (sofar['resolution'] as string | undefined) ?? '',
      keyLines: (sofar['keyLines'] as KeyLine[] | undefined) ?? [],
      slides: (sofar['slides'] as Slide[] | undefined) ?? [],
    }),
  };
}

function outline(sofar: Readonly<Record<string, unknown>>): string {
  const lines = [`governing thought: ${String(sofar['governingThought'] ?? '')}`];
  for (const line of (sofar['keyLines'] as KeyLine[] | undefined) ?? []) {
    lines.push(`${line.id}: ${line.statement}`);
    for (const point of line.supportingPoints) lines.push(`  ${point.id}: ${point.text}`);
  }
  return lines.join('\n');
}

function readKeyLines(value: unknown, targets: readonly Target[], aliases: Map<string, string>, notes: string[]) {
  const lines: KeyLine[] = [];
  for (const raw of (listOf(value, ['keyLines', 'items']) ?? []).filter(isRecord)) {
    const statement = text(raw['statement'] ?? raw['text'] ?? raw['label']);
    if (!statement || lines.length >= 7) continue;
    const id = `k${lines.length + 1}`;
    const said = text(raw['id'], 64);
    if (said && !aliases.has(said)) aliases.set(said, id);
    const points: SupportingPoint[] = [];
    for (const point of (listOf(raw['supportingPoints'] ?? raw['points'], ['supportingPoints']) ?? []).slice(0, 10)) {
      const pointText = typeof point === 'string' ? text(point) : isRecord(point) ? text(point['text']) : undefined;
      if (!pointText) continue;
      const refs = isRecord(point) ? (point['hypothesisIds'] ?? point['hypotheses']) : undefined;
      const ids = new Set<string>();
      for (const ref of Array.isArray(refs) ? refs : refs === undefined ? [] : [refs]) {
        const resolved = resolveRef(ref, targets);
        if (resolved) ids.add(resolved);
        else notes.push(`dropped a hypothesis reference of ${id} that matched no node`);
      }
      if (ids.size === 0 && targets.length > 0) {
        const byWords = closestByWords(pointText, targets);
        if (byWords) ids.add(byWords);
      }
      points.push({ id: `${id}.p${points.length + 1}`, text: pointText, hypothesisIds: [...ids].slice(0, 10) });
    }
    lines.push({ id, statement, supportingPoints: points });
  }
  return lines.length > 0 ? lines : undefined;
}

function readSlides(value: unknown, keyLines: readonly KeyLine[], aliases: ReadonlyMap<string, string>) {
  const slides: Slide[] = [];
  const lineTargets = keyLines.map((k) => ({ id: k.id, label: k.statement }));
  for (const raw of (listOf(value, ['slides']) ?? []).filter(isRecord)) {
    const actionTitle = text(raw['actionTitle'] ?? raw['title'], 300);
    if (!actionTitle || slides.length >= 40) continue;
    const slide: Slide = { id: `s${slides.length + 1}`, actionTitle, content: [] };
    const ref = raw['keyLineId'] ?? raw['keyLine'];
    const keyLineId =
      typeof ref === 'string' && keyLines.some((k) => k.id === ref)
        ? ref
        : typeof ref === 'string' && aliases.has(ref)
          ? aliases.get(ref)
          : resolveRef(ref, lineTargets, { hint: actionTitle });
    if (keyLineId) slide.keyLineId = keyLineId;
    const content = Array.isArray(raw['content'])
      ? raw['content']
      : typeof raw['content'] === 'string'
        ? [raw['content']]
        : [];
    slide.content = content
      .map((c) => text(c, 1_000))
      .filter((c): c is string => c !== undefined)
      .slice(0, 12);
    slides.push(slide);
  }
  return slides.length > 0 ? slides : undefined;
}
