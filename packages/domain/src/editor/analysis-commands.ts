import type { AnalysisResult, Aggregate, DecisionRule, EvidenceChart } from '@caseboard/contracts';
import { setAnalysisFindings, setAnalysisResult, type AnalysisResultPatch } from '../document/analysis-ops.js';
import {
  attachDataset,
  detachDataset,
  setChart,
  setDecisionRule,
  setFinding,
  setMeasure,
  setVerdict,
  type AttachedTable,
} from '../evidence/commands.js';
import type { TableData } from '../evidence/dataset.js';
import { followFindings } from '../evidence/decide.js';
import { onDocument } from './document-commands.js';
import { command } from './types.js';

/** The decision rule as the evidence commands take it (evidence/commands.ts); undefined removes it. */
export type DecisionRuleInput = (Omit<DecisionRule, 'text' | 'unit'> & { text?: string; unit?: string }) | undefined;

/**
 * Edits of an analysis: the team's findings and result, and the evidence commands (evidence/commands.ts),
 * which take the time of the change (`at`, ISO) from the caller so they stay pure.
 */
export const analysisCommands = {
  setAnalysisFindings: command<{ analysisId: string; findings: string }>({
    apply: (content, args) =>
      onDocument(content, (document) => setAnalysisFindings(document, args.analysisId, args.findings)),
    mergeKey: (args) => `analyses.${args.analysisId}.findings`,
  }),
  /** The hypotheses' statuses follow the team's result (evidence/decide.ts). */
  setAnalysisResult: command<{ analysisId: string; patch: AnalysisResultPatch }>({
    apply: (content, args) =>
      onDocument(content, (document) => {
        const next = setAnalysisResult(document, args.analysisId, args.patch);
        return next === document ? document : followFindings(document, next);
      }),
    mergeKey: (args) => `analyses.${args.analysisId}.result.${Object.keys(args.patch).sort().join(',')}`,
  }),
  attachDataset: command<{ analysisId: string; table: AttachedTable; at: string }>({
    apply: (content, args) =>
      onDocument(content, (document) => attachDataset(document, args.analysisId, args.table, args.at)),
  }),
  detachDataset: command<{ analysisId: string; at: string }>({
    apply: (content, args) => onDocument(content, (document) => detachDataset(document, args.analysisId, args.at)),
  }),
  setChart: command<{ analysisId: string; chart: EvidenceChart }>({
    apply: (content, args) => onDocument(content, (document) => setChart(document, args.analysisId, args.chart)),
  }),
  setMeasure: command<{ analysisId: string; table: TableData; column: string; aggregate: Aggregate; at: string }>({
    apply: (content, args) =>
      onDocument(content, (document) =>
        setMeasure(document, args.analysisId, args.table, args.column, args.aggregate, args.at),
      ),
  }),
  setFinding: command<{ analysisId: string; value: number | undefined; at: string }>({
    apply: (content, args) =>
      onDocument(content, (document) => setFinding(document, args.analysisId, args.value, args.at)),
    mergeKey: (args) => `analyses.${args.analysisId}.finding`,
  }),
  setVerdict: command<{
    analysisId: string;
    verdict: AnalysisResult['verdict'];
    reason: string | undefined;
    at: string;
  }>({
    apply: (content, args) =>
      onDocument(content, (document) => setVerdict(document, args.analysisId, args.verdict, args.reason, args.at)),
    mergeKey: (args) => `analyses.${args.analysisId}.verdict`,
  }),
  setDecisionRule: command<{ analysisId: string; rule: DecisionRuleInput; at: string; part?: string }>({
    apply: (content, args) =>
      onDocument(content, (document) => setDecisionRule(document, args.analysisId, args.rule, args.at)),
    mergeKey: (args) => `analyses.${args.analysisId}.rule.${args.part ?? ''}`,
  }),
};
