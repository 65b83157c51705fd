import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { setPublicConfig } from '@/lib/public-config';
import type { Overlay } from '@/lib/ui-store';
import { RichText } from './rich-text';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('legal');
});

describe('legal rich text', () => {
  it('renders paragraphs, lists and links to other overlays', async () => {
    const opened: Overlay[] = [];
    const { container } = render(
      <RichText
        text={'First <strong>point</strong>.\n\n- one\n- two with the <privacyPolicy>privacy policy</privacyPolicy>'}
        onOpen={(overlay) => opened.push(overlay)}
      />,
    );
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(screen.getByText('point').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'privacy policy' }));
    expect(opened).toEqual(['privacyPolicy']);
  });

  it('links out to the configured forms in a new tab, and says so when a form is not configured', () => {
    setPublicConfig({ links: { feedbackForm: 'https://forms.example.com/feedback', dataRequestForm: null } });
    render(
      <RichText
        text="Use the <feedbackForm>feedback form</feedbackForm> or the <dataRequestForm>data request form</dataRequestForm>."
        onOpen={() => undefined}
      />,
    );
    const link = screen.getByRole('link', { name: /^feedback form\s*\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://forms.example.com/feedback');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /data request form/ })).toBeNull();
    expect(screen.getByText(/data request form \(this installation has not published/)).toBeInTheDocument();
  });
});
