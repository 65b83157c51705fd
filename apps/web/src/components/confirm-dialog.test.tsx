import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { confirm } from '@/lib/confirm';
import { initI18n } from '@/lib/i18n';
import { ConfirmDialogHost } from './confirm-dialog';

beforeAll(async () => {
  await initI18n('en');
});

describe('confirm', () => {
  it('focuses accept by default and resolves true when accepted', async () => {
    render(<ConfirmDialogHost />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm({
        header: 'Delete project?',
        message: 'This cannot be undone.',
        acceptLabel: 'Delete',
        danger: true,
      });
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete project?' });
    expect(dialog).toHaveTextContent('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('focuses reject when asked, and Escape rejects', async () => {
    render(<ConfirmDialogHost />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm({ header: 'Leave?', message: 'Unsaved changes.', defaultFocus: 'reject' });
    });
    await screen.findByRole('alertdialog');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('in the attention group renders sanitised HTML and ignores Escape', async () => {
    render(<ConfirmDialogHost />);
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = confirm({
        group: 'attention',
        header: 'Terms changed',
        message:
          '<p>Read the <strong>new terms</strong>.</p><img src=x onerror="window.hacked=1"><script>window.hacked=2</script>',
        acceptLabel: 'I agree',
      });
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(await screen.findByText('new terms')).toBeInTheDocument();
    expect(dialog.innerHTML).not.toContain('onerror');
    expect(dialog.innerHTML).not.toContain('<script');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I agree' }));
    await expect(answer).resolves.toBe(true);
  });
});
