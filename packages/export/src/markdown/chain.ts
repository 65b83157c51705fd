import type { HypothesisNode, TreeNode } from '@caseboard/contracts';
import { findNode, storylineToMarkdown } from '@caseboard/domain';
import { formatDate } from '../deck/build-deck.js';
import type { ExportInput } from '../input.js';
import { fill, labelsFor } from '../labels.js';
import { sourceLine } from '../sources.js';

/** One line of Markdown text: no line breaks, and nothing that starts a heading or list by accident. */
const inline = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();
const cell = (text: string) => inline(text).replace(/\|/g, '\\|') || '—';

function treeLines(node: TreeNode | HypothesisNode, status: (node: HypothesisNode) => string, depth = 0): string[] {
  const marker = 'status' in node ? `**${status(node)}** ` : '';
  const dimension = node.dimension ? ` _(${inline(node.dimension)})_` : '';
  return [
    `${'  '.repeat(depth)}- ${marker}${inline(node.label)}${dimension}`,
    ...node.children.flatMap((child) => treeLines(child, status, depth + 1)),
  ];
}

/**
 * The whole chain as Markdown, in the order it was built: problem statement, reading, brief, issue
 * tree, hypothesis tree, work plan, analyses, storyline. The storyline part is the domain's
 * `storylineToMarkdown` (the Storyline step's "Copy as Markdown"), one heading level down.
 */
export function buildMarkdown(input: ExportInput): string {
  const labels = labelsFor(input.locale);
  const m = labels.markdown;
  const { document } = input;
  const out: string[] = [
    `# ${inline(input.projectName)}`,
    '',
    `_${fill(labels.title.exported, { date: formatDate(input.generatedAt, input.locale) })}_`,
    '',
  ];
  const section = (title: string) => out.push(`## ${title}`, '');
  const list = (title: string, items: string[]) => {
    out.push(`**${title}:**${items.length === 0 ? ` ${labels.brief.none}` : ''}`);
    for (const item of items) out.push(`- ${inline(item)}`);
    out.push('');
  };

  if (input.problemStatement.trim()) {
    section(m.problem);
    out.push(input.problemStatement.trim(), '');
  }

  const reading = document.reading;
  if (reading) {
    section(m.reading);
    const facts: Array<[string, string]> = [
      [m.archetype, reading.archetype],
      [m.subject, reading.subject],
      [m.industry, reading.industry],
      [m.metric, reading.metric],
      [m.baseline, reading.baseline],
      [m.target, reading.target],
      [m.deadline, reading.deadline],
    ];
    for (const [name, value] of facts) if (value?.trim()) out.push(`- **${name}:** ${inline(value)}`);
    if (reading.options.length > 0) out.push(`- **${m.options}:** ${reading.options.map(inline).join('; ')}`);
    if (reading.constraints.length > 0)
      out.push(`- **${labels.brief.constraints}:** ${reading.constraints.map(inline).join('; ')}`);
    if (reading.decisionMakers.length > 0)
      out.push(`- **${labels.brief.decisionMakers}:** ${reading.decisionMakers.map(inline).join('; ')}`);
    out.push(`- ${reading.confirmed ? m.confirmed : m.unconfirmed}`, '');
  }

  const brief = document.brief;
  section(labels.brief.title);
  out.push(`**${labels.brief.keyQuestion}:** ${inline(brief.keyQuestion) || '—'}`, '');
  if (brief.situation.trim()) out.push(`**${labels.scr.situation}:** ${inline(brief.situation)}`, '');
  if (brief.complication.trim()) out.push(`**${labels.scr.complication}:** ${inline(brief.complication)}`, '');
  list(labels.brief.successCriteria, brief.successCriteria);
  list(labels.brief.scopeIn, brief.scopeIn);
  list(labels.brief.scopeOut, brief.scopeOut);
  list(labels.brief.constraints, brief.constraints);
  list(labels.brief.decisionMakers, brief.decisionMakers);
  out.push(`**${labels.brief.timeFrame}:** ${inline(brief.timeFrame) || labels.brief.none}`, '');

  const status = (node: HypothesisNode) => labels.status[node.status];
  if (document.issueTree) {
    section(labels.sections.issues);
    out.push(...treeLines(document.issueTree.root, status), '');
  }
  if (document.hypothesisTree) {
    section(labels.sections.hypotheses);
    out.push(...treeLines(document.hypothesisTree.root, status), '');
  }

  if (document.workplan.length > 0) {
    const w = labels.workplan;
    section(w.title);
    out.push(
      `| ${[w.id, w.analysis, w.hypothesis, w.decisionRule, w.owner, w.due, w.status, w.priority].join(' | ')} |`,
    );
    out.push(`|${' --- |'.repeat(8)}`);
    for (const row of document.workplan) {
      const hypothesis = document.hypothesisTree
        ? findNode(document.hypothesisTree, row.hypothesisId)?.label
        : undefined;
      out.push(
        `| ${[row.id, row.analysis, hypothesis ?? row.hypothesisId, row.decisionRule?.text ?? '', row.owner, row.due, w.statuses[row.status], w.priorities[row.priority]].map(cell).join(' | ')} |`,
      );
    }
    out.push('');
  }

  if (document.analyses.length > 0) {
    const a = labels.analysis;
    section(labels.sections.analyses);
    for (const entry of document.analyses) {
      out.push(`### ${inline(entry.title) || entry.id}`, '');
      const i = entry.instructions;
      if (i) {
        out.push(`**${m.instructions}.** ${a.objective}: ${inline(i.objective)}`, '');
        list(m.dataNeeded, i.dataNeeded);
        out.push(`**${m.steps}:**`, ...i.steps.map((step, n) => `${n + 1}. ${inline(step)}`), '');
        out.push(
          `**${a.method}:** ${inline(i.method)}`,
          '',
          `**${m.expectedOutput}:** ${inline(i.expectedOutput)}`,
          '',
        );
        list(m.pitfalls, i.pitfalls);
      }
      const result = entry.result;
      if (result && (result.value !== undefined || result.verdict)) {
        const parts = [
          result.verdict ? a.verdict[result.verdict] : '',
          result.value !== undefined ? fill(a.resultValue, { value: result.value }) : '',
          inline(result.reason),
        ];
        out.push(
          `**${m.result}:** ${parts.filter(Boolean).join('. ')}${result.source ? ` (${a.source}: ${inline(result.source)})` : ''}`,
          '',
        );
      }
      const data = entry.evidence?.dataset;
      if (data) {
        out.push(
          `**${labels.notes.data}:** ${inline(data.name)}${data.sheet ? ` (${inline(data.sheet)})` : ''}, ${fill(labels.notes.rows, { rows: data.rowCount })}: ${data.columns.map((c) => inline(c.label)).join(', ')}`,
          '',
        );
      }
      if (entry.sources?.length)
        out.push(`**${labels.notes.sources}:** ${inline(sourceLine(entry.sources, labels))}`, '');
      if (entry.findings.trim()) out.push(`**${a.teamFindings}:** ${entry.findings.trim()}`, '');
      if (entry.simulation)
        out.push(`**${a.simulatedFinding} (${a.illustrative}):** ${inline(entry.simulation.finding)}`, '');
    }
  }

  if (document.storyline) {
    section(labels.sections.storyline);
    const story = storylineToMarkdown(document.storyline, {
      situation: labels.scr.situation,
      complication: labels.scr.complication,
      resolution: labels.scr.resolution,
      slides: labels.storyline.slides,
    });
    // One level down, under this file's "Storyline" heading.
    out.push(
      ...story
        .trimEnd()
        .split('\n')
        .map((line) => (line.startsWith('#') ? `##${line}` : line)),
      '',
    );
    // The sources storyline points cite, point by point.
    const cited = document.storyline.keyLines.flatMap((line) =>
      line.supportingPoints.filter((point) => point.sources?.length),
    );
    if (cited.length > 0) {
      out.push(
        `**${labels.notes.sources}:**`,
        '',
        ...cited.map((point) => `- ${inline(point.text)}: ${inline(sourceLine(point.sources, labels))}`),
        '',
      );
    }
  }
  return `${out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trimEnd()}\n`;
}
