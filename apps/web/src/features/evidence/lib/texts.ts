import type { DecisionRule, EvidenceLogEntry } from '@caseboard/contracts';
import type { FindingVote, HypothesisDecision } from '@caseboard/domain';
import type { TFunction } from 'i18next';

type Format = { number: (value: number, options?: Intl.NumberFormatOptions) => string };

/** A value in its unit: "12.5 %", "1,200 EUR", "3 days". */
export function valueText(value: number, unit: string, format: Format): string {
  const number = format.number(value, { maximumFractionDigits: 4 });
  return unit ? `${number}\u00a0${unit}` : number;
}

export function ruleSentence(
  t: TFunction<'evidence'>,
  rule: Pick<DecisionRule, 'measure' | 'comparator' | 'threshold' | 'unit'>,
  format: Format,
): string {
  return t('rule.sentence', {
    measure: rule.measure,
    comparator: t(`rule.comparators.${rule.comparator}`),
    threshold: valueText(rule.threshold, rule.unit, format),
  });
}

/** Why a finding says what it says: the measured value against the rule, or the team's verdict. */
export function voteText(t: TFunction<'evidence'>, vote: FindingVote, format: Format): string {
  if (vote.by === 'rule' && vote.value !== undefined && vote.rule) {
    return t('decision.byRule', {
      analysis: vote.title,
      value: valueText(vote.value, vote.rule.unit, format),
      rule: ruleSentence(t, vote.rule, format),
    });
  }
  return t('decision.byVerdict', {
    analysis: vote.title,
    verdict: t(`verdicts.${vote.direction}`),
    reason: vote.reason?.trim() || t('decision.noReason'),
  });
}

/** The rationale of a hypothesis's status, naming the finding (or the children) that decided it. */
export function decisionText(
  t: TFunction<'evidence'>,
  decision: HypothesisDecision,
  format: Format,
  labelOf: (id: string) => string,
): string {
  if (decision.basis === 'findings') {
    const main = decision.decidedBy ?? decision.votes[0]!;
    const others = decision.votes.filter((v) => v !== main);
    const lead = t('decision.findings', { status: t(`status.${decision.status}`), why: voteText(t, main, format) });
    return others.length
      ? `${lead} ${t('decision.others', { others: others.map((v) => voteText(t, v, format)).join('; ') })}`
      : lead;
  }
  if (decision.basis === 'roll-up' && decision.children) {
    const { supported, refuted, total } = decision.children;
    return t('decision.rollUp', {
      status: t(`status.${decision.status}`),
      supported: supported.length,
      refuted: refuted.length,
      total,
      names: [...supported, ...refuted].map(labelOf).join(', ') || '—',
      rule: t('decision.rollUpRule'),
    });
  }
  return t('decision.none');
}

export function logText(t: TFunction<'evidence'>, entry: EvidenceLogEntry, unit: string, format: Format): string {
  const what =
    entry.kind === 'data'
      ? entry.datasetName
        ? t('history.data', { name: entry.datasetName })
        : t('history.dataRemoved')
      : t(`history.${entry.kind}`);
  const value = entry.value === undefined ? '' : ` \u2192 ${valueText(entry.value, unit, format)}`;
  const direction = entry.direction ? ` \u00b7 ${t(`verdicts.${entry.direction}`)}` : '';
  return `${what}${value}${direction}`;
}
