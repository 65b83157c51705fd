import { documentVersion } from '@caseboard/domain';

/** What a snapshot body holds, counted without trusting its shape (the summary must never crash on a body). */
export interface DocumentSummary {
  version: string | null;
  keyQuestion: string;
  issueNodes: number;
  hypotheses: number;
  statuses: Record<string, number>;
  workplanRows: number;
  workplanDone: number;
  analysesWithResults: number;
  governingThought: string;
  storylineParts: number;
}

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json => (typeof value === 'object' && value !== null ? (value as Json) : {});
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

function countTree(root: unknown, visit?: (node: Json) => void): number {
  let count = 0;
  const stack: unknown[] = root ? [root] : [];
  while (stack.length > 0 && count < 10_000) {
    const node = asObject(stack.pop());
    count += 1;
    visit?.(node);
    stack.push(...asArray(node.children));
  }
  return count;
}

export function summariseDocument(bodyText: string): DocumentSummary | null {
  let body: Json;
  try {
    body = asObject(JSON.parse(bodyText));
  } catch {
    return null;
  }
  const version = documentVersion(body) ?? null;
  const statuses: Record<string, number> = {};
  const issueNodes = countTree(asObject(body.issueTree).root);
  if (version) {
    const hypotheses = countTree(asObject(body.hypothesisTree).root, (node) => {
      const status = asText(node.status) || 'untested';
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
    const workplan = asArray(body.workplan).map(asObject);
    const storyline = asObject(body.storyline);
    return {
      version,
      keyQuestion: asText(asObject(body.brief).keyQuestion),
      issueNodes,
      hypotheses,
      statuses,
      workplanRows: workplan.length,
      workplanDone: workplan.filter((row) => row.status === 'done').length,
      analysesWithResults: asArray(body.analyses)
        .map(asObject)
        .filter((entry) => asText(entry.findings).length > 0 || entry.simulation).length,
      governingThought: asText(storyline.governingThought),
      storylineParts: asArray(storyline.slides).length,
    };
  }
  const hypotheses = asArray(body.hypotheses).map(asObject);
  for (const hypothesis of hypotheses) {
    const status = asText(hypothesis.status) || 'open';
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const storyline = asObject(body.storyline);
  return {
    version: null,
    keyQuestion: asText(asObject(asObject(body.issueTree).root).title),
    issueNodes,
    hypotheses: hypotheses.length,
    statuses,
    workplanRows: 0,
    workplanDone: 0,
    analysesWithResults: 0,
    governingThought: asText(storyline.governingThought),
    storylineParts: asArray(storyline.points).length,
  };
}
