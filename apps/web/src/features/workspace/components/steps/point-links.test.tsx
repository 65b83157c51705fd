import type { HypothesisNode } from '@caseboard/contracts';
import { commands } from '@caseboard/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, i18n } from '@/lib/i18n';
import { PointLinks } from './point-links';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['workspace', 'editor']);
});

const hyp = (id: string, label: string): HypothesisNode => ({
  id,
  label,
  status: 'supported',
  evidence: [],
  children: [],
});
const point = { id: 'p1', text: 'Peers earn more', hypothesisIds: ['h1'] };
const hypotheses = [
  { node: hyp('h1', 'Ancillaries lag'), depth: 1 },
  { node: hyp('h2', 'Crew cost is high'), depth: 1 },
];
const backing = {
  pointId: 'p1',
  hypotheses: [{ id: 'h1', status: 'supported' as const, label: 'Ancillaries lag' }],
  strength: 'supported' as const,
};

describe('the links of a storyline point', () => {
  it('links and unlinks hypotheses through the linkSupportingPoint command', async () => {
    const user = userEvent.setup();
    const run = vi.fn();
    render(<PointLinks point={point} backing={backing} hypotheses={hypotheses} readOnly={false} run={run} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rest this point on a hypothesis' }), 'h2');
    expect(run).toHaveBeenLastCalledWith(commands.linkSupportingPoint({ pointId: 'p1', hypothesisIds: ['h1', 'h2'] }));
    await user.click(screen.getByRole('button', { name: 'Stop resting “Peers earn more” on “Ancillaries lag”' }));
    expect(run).toHaveBeenLastCalledWith(commands.linkSupportingPoint({ pointId: 'p1', hypothesisIds: [] }));
  });

  it('offers no editing when read-only', () => {
    render(<PointLinks point={point} backing={backing} hypotheses={hypotheses} readOnly run={vi.fn()} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
