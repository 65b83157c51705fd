import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { toast, useToastStore } from '@/lib/toast';
import { Toaster } from './toaster';

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => useToastStore.setState({ toasts: [] }));

const region = () => screen.getByRole('region', { name: /Notifications/ });

describe('toasts', () => {
  it('sit top right by default and can be placed elsewhere', () => {
    const { unmount } = render(<Toaster />);
    expect(within(region()).getByRole('list')).toHaveClass('top-4', 'right-4');
    unmount();
    render(<Toaster position="bottom-left" />);
    expect(within(region()).getByRole('list')).toHaveClass('bottom-4', 'left-4');
  });

  it('name their severity in words for screen readers, and announce errors assertively', async () => {
    render(<Toaster />);
    act(() => {
      toast.error('Save failed', 'The server could not be reached.');
    });
    expect(await within(region()).findByText('Save failed')).toBeInTheDocument();
    // Radix announces through a live region of its own, severity first.
    // It fills that region on the next frame, so wait for the words rather than the element.
    await waitFor(() => {
      const announcement = screen.getByRole('status');
      expect(announcement).toHaveAttribute('aria-live', 'assertive');
      expect(announcement).toHaveTextContent('Notification Error: Save failed. The server could not be reached.');
    });
  });

  it('close themselves after their life', async () => {
    render(<Toaster />);
    act(() => {
      toast.show({ severity: 'success', summary: 'Saved', life: 400 });
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(0));
  });

  it('are closable unless that is turned off', async () => {
    render(<Toaster />);
    act(() => {
      toast.show({ id: 'a', severity: 'info', summary: 'Closable' });
      toast.show({ id: 'b', severity: 'warn', summary: 'Sticky', closable: false, life: 60_000 });
    });
    const closable = (await screen.findByText('Closable')).closest('li')!;
    const sticky = screen.getByText('Sticky').closest('li')!;
    expect(within(sticky).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(closable).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(useToastStore.getState().toasts.map((t) => t.id)).toEqual(['b']));
  });

  it('render in the toaster of their group only, and replace a toast with the same id', async () => {
    render(
      <>
        <Toaster />
        <Toaster group="editor" position="bottom-right" />
      </>,
    );
    act(() => {
      toast.show({ severity: 'info', summary: 'Default group' });
      toast.show({ severity: 'contrast', summary: 'Editor group', group: 'editor' });
      toast.show({ id: 'update', severity: 'info', summary: 'Version 1' });
      toast.show({ id: 'update', severity: 'info', summary: 'Version 2' });
    });
    const [main, editor] = screen.getAllByRole('region', { name: /Notifications/ });
    expect(await within(main!).findByText('Default group')).toBeInTheDocument();
    expect(within(main!).queryByText('Editor group')).toBeNull();
    expect(within(editor!).getByText('Editor group')).toBeInTheDocument();
    expect(within(main!).queryByText('Version 1')).toBeNull();
    expect(within(main!).getByText('Version 2')).toBeInTheDocument();
  });

  it('offer an action', async () => {
    let reloaded = false;
    render(<Toaster />);
    act(() => {
      toast.show({
        severity: 'info',
        summary: 'A new version is available',
        action: { label: 'Reload now', onClick: () => (reloaded = true) },
      });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reload now' }));
    expect(reloaded).toBe(true);
  });
});
