/**
 * `npm run eval -- --provider <name>`: the eval cases through a language model, along the chain (issue tree,
 * hypothesis tree, work plan; `--steps all` adds instructions and the storyline), with the computed bars of
 * score.ts and, with `--judge`, a model's scores against a written rubric (judge.ts). `--provider loopback`
 * (or no model configured) runs the same against the fake small model on loopback, so the harness itself
 * can be run anywhere. `--limit N` takes the first N cases.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import type { HypothesisTree, IssueTree, Workplan } from '@caseboard/contracts';
import { lintTree } from '@caseboard/domain';
import type { LanguageModel } from 'ai';
import { engineConfigFromEnv } from '../config.js';
import { createEngine, type Engine, type EngineConfig } from '../engine.js';
import { isEngineError } from '../errors.js';
import type { Usage } from '../llm/call.js';
import { startFakeModel, type FakeModel } from '../testing/fake-model.js';
import type { EvalCase } from './cases.js';
import { judgeTree, type JudgeScores } from './judge.js';
import { missedBars, scoreTree } from './score.js';

export const CHAIN_STEPS = ['issue-tree', 'hypothesis-tree', 'psw', 'analysis-instructions', 'storyline'] as const;
export type ChainStep = (typeof CHAIN_STEPS)[number];
const DEFAULT_STEPS: readonly ChainStep[] = ['issue-tree', 'hypothesis-tree', 'psw'];

export interface ProviderRow {
  id: string;
  /** Issue tree: nodes, depth, and the bars it misses (score.ts). */
  nodes?: number;
  depth?: number;
  missed: string[];
  /** Hypothesis tree: nodes, and the share phrased as claims. */
  hypotheses?: number;
  claims?: number;
  /** Work plan: rows, and the share with a decision rule. */
  rows?: number;
  rules?: number;
  instructions?: number;
  keyLines?: number;
  calls: number;
  outputTokens: number;
  seconds: number;
  judge?: JudgeScores;
  error?: string;
}

export interface ProviderEvalOptions {
  model: string;
  steps?: readonly ChainStep[];
  judge?: (statement: string, tree: IssueTree) => Promise<JudgeScores | undefined>;
}

function add(row: ProviderRow, usage: Usage | undefined): void {
  row.calls += usage?.calls ?? 0;
  row.outputTokens += usage?.outputTokens ?? 0;
}

function count(node: { children: unknown[] }): number {
  return 1 + node.children.reduce<number>((sum, child) => sum + count(child as typeof node), 0);
}

/** One case along the chain; a step that fails ends the case with its code. */
export async function evaluateCase(
  engine: Engine,
  evalCase: EvalCase,
  options: ProviderEvalOptions,
): Promise<ProviderRow> {
  const steps = options.steps ?? DEFAULT_STEPS;
  const row: ProviderRow = { id: evalCase.id, missed: [], calls: 0, outputTokens: 0, seconds: 0 };
  const started = performance.now();
  const problemStatement = evalCase.problemStatement;
  const model = options.model;
  try {
    const issues = await engine.generate('issue-tree', { problemStatement, model });
    add(row, issues.usage);
    const score = scoreTree(issues.artefact, evalCase);
    row.nodes = score.nodes;
    row.depth = score.depth;
    row.missed = missedBars(score);
    if (options.judge) row.judge = await options.judge(problemStatement, issues.artefact);
    let hypothesisTree: HypothesisTree | undefined;
    let workplan: Workplan | undefined;
    if (steps.includes('hypothesis-tree')) {
      const result = await engine.generate('hypothesis-tree', {
        problemStatement,
        model,
        context: { issueTree: issues.artefact },
      });
      add(row, result.usage);
      hypothesisTree = result.artefact;
      row.hypotheses = count(hypothesisTree.root);
      const notClaims = lintTree(hypothesisTree, { treeKind: 'hypothesis' }).filter(
        (f) => f.code === 'hypothesis_not_claim',
      ).length;
      row.claims = 1 - notClaims / row.hypotheses;
    }
    if (steps.includes('psw') && hypothesisTree) {
      const result = await engine.generate('psw', { problemStatement, model, context: { hypothesisTree } });
      add(row, result.usage);
      workplan = result.artefact;
      row.rows = workplan.rows.length;
      row.rules = workplan.rows.filter((r) => r.decisionRule).length / Math.max(1, workplan.rows.length);
    }
    if (steps.includes('analysis-instructions') && hypothesisTree && workplan) {
      const result = await engine.generate('analysis-instructions', {
        problemStatement,
        model,
        context: { hypothesisTree, workplan: workplan.rows },
      });
      add(row, result.usage);
      row.instructions = result.artefact.instructions.length;
    }
    if (steps.includes('storyline') && hypothesisTree) {
      const result = await engine.generate('storyline', {
        problemStatement,
        model,
        context: { hypothesisTree, ...(workplan ? { workplan: workplan.rows } : {}) },
      });
      add(row, result.usage);
      row.keyLines = result.artefact.keyLines.length;
    }
  } catch (error) {
    row.error = isEngineError(error) ? `${error.code}: ${error.message}` : String(error);
  }
  row.seconds = (performance.now() - started) / 1000;
  return row;
}

const pad = (text: string, width: number) =>
  text.length >= width ? text.slice(0, width) : text + ' '.repeat(width - text.length);
const pct = (share: number | undefined) => (share === undefined ? '-' : `${Math.round(share * 100)}%`);
const num = (value: number | undefined) => (value === undefined ? '-' : String(value));

export function formatProviderReport(title: string, rows: readonly ProviderRow[]): string {
  const head = [
    'case',
    'nodes',
    'depth',
    'hyp',
    'claims',
    'rows',
    'rules',
    'instr',
    'lines',
    'ME/CE/spec/act',
    'calls',
    'out tok',
    's',
    'bars',
  ];
  const widths = [24, 6, 6, 5, 7, 5, 6, 6, 6, 15, 6, 8, 7, 40];
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i]!)).join(' ');
  const out = [`\n${title}`, line(head), line(widths.map((w) => '-'.repeat(w)))];
  for (const row of rows) {
    const j = row.judge;
    out.push(
      line([
        row.id,
        num(row.nodes),
        num(row.depth),
        num(row.hypotheses),
        pct(row.claims),
        num(row.rows),
        pct(row.rules),
        num(row.instructions),
        num(row.keyLines),
        j ? `${j.me}/${j.ce}/${j.specificity}/${j.actionability}` : '-',
        String(row.calls),
        String(row.outputTokens),
        row.seconds.toFixed(1),
        row.error ?? (row.missed.length === 0 ? 'ok' : row.missed.join('; ')),
      ]),
    );
  }
  const done = rows.filter((r) => !r.error);
  const mean = (f: (r: ProviderRow) => number | undefined) => {
    const values = done.map(f).filter((v): v is number => v !== undefined);
    return values.length === 0 ? undefined : values.reduce((a, b) => a + b, 0) / values.length;
  };
  const judged = done.filter((r) => r.judge);
  out.push(
    `cases ${rows.length}, whole chain ${done.length}, passing bars ${done.filter((r) => r.missed.length === 0).length}, ` +
      `mean nodes ${mean((r) => r.nodes)?.toFixed(0) ?? '-'}, claims ${pct(mean((r) => r.claims))}, rules ${pct(mean((r) => r.rules))}, ` +
      `calls ${rows.reduce((a, r) => a + r.calls, 0)}, output tokens ${rows.reduce((a, r) => a + r.outputTokens, 0)}` +
      (judged.length > 0
        ? `, judge ME ${mean((r) => r.judge?.me)!.toFixed(1)} CE ${mean((r) => r.judge?.ce)!.toFixed(1)} spec ${mean((r) => r.judge?.specificity)!.toFixed(1)} act ${mean((r) => r.judge?.actionability)!.toFixed(1)}`
        : ''),
  );
  return out.join('\n');
}

/** The model a judge call goes to: the configured one (or the loopback fake). */
function judgeModel(config: EngineConfig): LanguageModel {
  if (config.provider === 'anthropic')
    return createAnthropic({ baseURL: config.baseUrl, apiKey: config.apiKey }).languageModel(config.model!);
  return createOpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? 'not-needed' }).chat(config.model!);
}

export interface ProviderRunOptions {
  provider: string;
  cases: readonly EvalCase[];
  steps?: readonly ChainStep[];
  judge?: boolean;
  env?: Record<string, string | undefined>;
}

/** Runs the cases through the named provider and prints the table; 1 when a case failed, else 0. */
export async function runProviderEval(options: ProviderRunOptions): Promise<number> {
  const env = options.env ?? process.env;
  const configured = env['AI_PROVIDER'] && env['AI_PROVIDER'] !== 'offline' ? env['AI_PROVIDER'] : undefined;
  let fake: FakeModel | undefined;
  let config: EngineConfig;
  if (options.provider === 'loopback' || !configured) {
    if (options.provider !== 'loopback')
      console.info(
        `No model configured (AI_PROVIDER is ${env['AI_PROVIDER'] ?? 'unset'}): using the loopback fake model.`,
      );
    fake = await startFakeModel();
    config = {
      provider: 'openai',
      baseUrl: fake.baseUrl,
      model: 'fake-small-model',
      timeoutMs: 30_000,
      maxOutputTokens: 1_000,
      maxRetries: 0,
    };
  } else {
    config = engineConfigFromEnv(env);
    if (options.provider !== 'configured' && options.provider !== config.provider) {
      throw new Error(`--provider ${options.provider}, but AI_PROVIDER is ${config.provider}`);
    }
  }
  try {
    const engine = createEngine(config);
    const judge = options.judge
      ? (() => {
          const model = judgeModel(config);
          return (statement: string, tree: IssueTree) =>
            judgeTree(model, statement, tree, { timeoutMs: config.timeoutMs });
        })()
      : undefined;
    const rows: ProviderRow[] = [];
    for (const evalCase of options.cases) {
      rows.push(
        await evaluateCase(engine, evalCase, {
          model: config.model!,
          ...(options.steps ? { steps: options.steps } : {}),
          ...(judge ? { judge } : {}),
        }),
      );
    }
    const where = fake
      ? 'loopback fake model'
      : `${config.provider} ${config.model} at ${config.baseUrl ?? 'the default endpoint'}`;
    console.info(
      formatProviderReport(`Cases through ${where} (max ${config.maxOutputTokens} output tokens a call)`, rows),
    );
    return rows.some((r) => r.error) ? 1 : 0;
  } finally {
    await fake?.close();
  }
}
