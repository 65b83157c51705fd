import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { confirm, useConfirmStore } from '@/lib/confirm';
import { initI18n } from '@/lib/i18n';
import { ConfirmDialogHost } from './confirm-dialog';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => useConfirmStore.setState({ queue: [] }));

function ask(options: Parameters<typeof confirm>[0]): Promise<boolean> {
  let answer!: Promise<boolean>;
  act(() => {
    answer = confirm(options);
  });
  return answer;
}

describe('confirm', () => {
  it('focuses accept by default and resolves true when accepted', async () => {
    render(<ConfirmDialogHost />);
    const answer = ask({ header: 'Publish storyline?', message: 'Members will see it.', acceptLabel: 'Publish' });
    const dialog = await screen.findByRole('alertdialog', { name: 'Publish storyline?' });
    expect(dialog).toHaveTextContent('Members will see it.');
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('starts a destructive confirmation on reject, so Enter does not delete', async () => {
    render(<ConfirmDialogHost />);
    const answer = ask({
      header: 'Delete project?',
      message: 'This cannot be undone.',
      acceptLabel: 'Delete',
      danger: true,
    });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
  });

  it('focuses reject when asked, and Escape rejects', async () => {
    render(<ConfirmDialogHost />);
    const answer = ask({ header: 'Leave?', message: 'Unsaved changes.', defaultFocus: 'reject' });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('closes with its close button, keeps Tab inside, and gives focus back', async () => {
    render(
      <>
        <button type="button">Outside</button>
        <ConfirmDialogHost />
      </>,
    );
    screen.getByRole('button', { name: 'Outside' }).focus();
    const answer = ask({ header: 'Archive?', message: 'You can restore it later.', acceptLabel: 'Archive' });
    const dialog = await screen.findByRole('alertdialog');
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Outside' })).toHaveFocus());
  });

  it('shows confirmations of one group one after the other, calling their callbacks', async () => {
    render(<ConfirmDialogHost />);
    const calls: string[] = [];
    const first = ask({ header: 'First?', message: '1', accept: () => calls.push('accept 1') });
    const second = ask({ header: 'Second?', message: '2', reject: () => calls.push('reject 2') });
    await screen.findByRole('alertdialog', { name: 'First?' });
    expect(screen.queryByRole('alertdialog', { name: 'Second?' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByRole('alertdialog', { name: 'Second?' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(false);
    expect(calls).toEqual(['accept 1', 'reject 2']);
  });

  it('in the attention group renders sanitised HTML above the default one, without a close button, ignoring Escape', async () => {
    render(<ConfirmDialogHost />);
    ask({ header: 'Rename node?', message: 'Plain text.' });
    await screen.findByRole('alertdialog', { name: 'Rename node?' });
    const answer = ask({
      group: 'attention',
      header: 'Terms changed',
      message:
        '<p>Read the <strong>new terms</strong>.</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>',
      acceptLabel: 'I agree',
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Terms changed' });
    expect(await within(dialog).findByText('new terms')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('<script');
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'I agree' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: 'Terms changed' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I agree' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.getByRole('alertdialog', { name: 'Rename node?' })).toBeInTheDocument();
  });
});
