import type { AnalysisEntry, Brief, HypothesisNode, HypothesisTree, TreeNode, WorkplanRow } from '@caseboard/contracts';

/**
 * The project's artefacts as compact text for a prompt: an outline instead of JSON, one line per row.
 * A 7B model with an 8k context reads an outline of 150 nodes in a fraction of what the JSON costs, and
 * follows ids better when each sits at the start of its line. Every rendering is bounded, so one huge
 * artefact cannot crowd the task out.
 */
const MAX_BLOCK_CHARS = 12_000;

function bounded(lines: string[], max = MAX_BLOCK_CHARS): string {
  const out: string[] = [];
  let size = 0;
  for (const [i, line] of lines.entries()) {
    if (size + line.length > max) {
      out.push(`... (${lines.length - i} more lines left out)`);
      break;
    }
    out.push(line);
    size += line.length + 1;
  }
  return out.join('\n');
}

export function briefText(brief: Partial<Brief>): string {
  const lines: string[] = [];
  const add = (name: string, value: string | string[] | undefined) => {
    if (Array.isArray(value)) {
      if (value.length > 0) lines.push(`${name}: ${value.join('; ')}`);
    } else if (value?.trim()) lines.push(`${name}: ${value.trim()}`);
  };
  add('key question', brief.keyQuestion);
  add('situation', brief.situation);
  add('complication', brief.complication);
  add('decision makers', brief.decisionMakers);
  add('success criteria', brief.successCriteria);
  add('scope in', brief.scopeIn);
  add('scope out', brief.scopeOut);
  add('constraints', brief.constraints);
  add('time frame', brief.timeFrame);
  return bounded(lines);
}

/** "i.2.1: label", indented by depth; hypothesis nodes carry their status. */
export function treeOutline(root: TreeNode | HypothesisNode, max = MAX_BLOCK_CHARS): string {
  const lines: string[] = [];
  const visit = (node: TreeNode | HypothesisNode, depth: number) => {
    const status = 'status' in node && node.status !== 'untested' ? ` [${node.status}]` : '';
    lines.push(`${'  '.repeat(depth)}${node.id}: ${node.label}${status}`);
    node.children.forEach((child) => visit(child, depth + 1));
  };
  visit(root, 0);
  return bounded(lines, max);
}

/** The labels from the root down to a node: where a branch sits in the tree. */
export function pathTo<N extends { id: string; label: string; children: N[] }>(root: N, id: string): N[] {
  const trail: N[] = [];
  const walk = (node: N): boolean => {
    trail.push(node);
    if (node.id === id) return true;
    for (const child of node.children) if (walk(child)) return true;
    trail.pop();
    return false;
  };
  return walk(root) ? trail : [];
}

export function rowLine(row: WorkplanRow): string {
  const rule = row.decisionRule ? `; decides: ${row.decisionRule.text}` : '';
  return `${row.id} (tests ${row.hypothesisId}): ${row.analysis}${row.method ? ` - ${row.method}` : ''}${rule}`;
}

export function rowsText(rows: readonly WorkplanRow[]): string {
  return bounded(rows.map(rowLine));
}

/**
 * The analyses as evidence: the team's findings and results first and marked as findings; a simulated
 * result is marked as rehearsal data so a model cannot mistake it for a finding.
 */
export function analysesText(analyses: readonly AnalysisEntry[], rows: readonly WorkplanRow[] = []): string {
  const rules = new Map(rows.map((row) => [row.id, row.decisionRule]));
  const lines: string[] = [];
  for (const entry of analyses) {
    lines.push(`${entry.id} (tests ${entry.hypothesisId}): ${entry.title}`);
    const rule = rules.get(entry.id);
    if (rule) lines.push(`  decision rule: ${rule.text}`);
    if (entry.findings.trim()) lines.push(`  FINDING (the team's own): ${entry.findings.trim().slice(0, 800)}`);
    if (entry.result) {
      const parts = [
        entry.result.value !== undefined && `measured ${entry.result.value}${rule?.unit ? ` ${rule.unit}` : ''}`,
        entry.result.verdict && `verdict ${entry.result.verdict}`,
        entry.result.reason && `because ${entry.result.reason.slice(0, 400)}`,
      ].filter(Boolean);
      if (parts.length > 0) lines.push(`  RESULT (the team's own): ${parts.join(', ')}`);
    }
    if (!entry.findings.trim() && !entry.result) lines.push('  no finding yet');
    if (entry.simulation) {
      lines.push(
        `  simulated only (rehearsal data, NOT a finding): ${entry.simulation.finding.slice(0, 300)} (${entry.simulation.implication.direction})`,
      );
    }
  }
  return bounded(lines);
}

/** Whether an analysis holds real evidence: the team's findings or a result, never a simulation. */
export function hasFinding(entry: AnalysisEntry): boolean {
  return entry.findings.trim().length > 0 || entry.result !== undefined;
}

/**
 * Why each hypothesis stands where it does: its status with the team's evidence and the findings and
 * results of its analyses, one line each. The storyline is built from these, answer first.
 */
export function statusRationales(tree: HypothesisTree, analyses: readonly AnalysisEntry[] = []): string {
  const byHypothesis = new Map<string, AnalysisEntry[]>();
  for (const entry of analyses)
    byHypothesis.set(entry.hypothesisId, [...(byHypothesis.get(entry.hypothesisId) ?? []), entry]);
  const lines: string[] = [];
  const visit = (node: HypothesisNode, depth: number) => {
    const reasons: string[] = [];
    for (const evidence of node.evidence) reasons.push(`${evidence.direction}: ${evidence.text.slice(0, 200)}`);
    for (const entry of byHypothesis.get(node.id) ?? []) {
      if (entry.result?.reason)
        reasons.push(`${entry.id} ${entry.result.verdict ?? 'result'}: ${entry.result.reason.slice(0, 200)}`);
      else if (entry.result?.value !== undefined) reasons.push(`${entry.id} measured ${entry.result.value}`);
      else if (entry.findings.trim()) reasons.push(`${entry.id} found: ${entry.findings.trim().slice(0, 200)}`);
    }
    if (node.notes?.trim()) reasons.push(`notes: ${node.notes.trim().slice(0, 200)}`);
    const why =
      reasons.length > 0 ? ` because ${reasons.join(' | ')}` : node.status === 'untested' ? ' (no finding yet)' : '';
    lines.push(`${'  '.repeat(depth)}${node.id} [${node.status}]: ${node.label}${why}`);
    node.children.forEach((child) => visit(child, depth + 1));
  };
  visit(tree.root, 0);
  return bounded(lines);
}
