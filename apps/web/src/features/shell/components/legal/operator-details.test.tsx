import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { setPublicConfig } from '@/lib/public-config';
import { OperatorDetails } from './operator-details';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('legal');
});

describe('the operator in the legal texts', () => {
  it('names the configured operator, with a mail link, and says which parts are not stated', () => {
    setPublicConfig({
      legalOperator: { name: 'Northwind Consulting Ltd', address: '1 Harbour Street\nLondon', email: null },
    });
    render(<OperatorDetails id="operator" />);
    expect(screen.getByRole('region', { name: 'Operator of this installation' })).toBeInTheDocument();
    expect(screen.getByText('Northwind Consulting Ltd')).toBeInTheDocument();
    expect(screen.getByText(/1 Harbour Street/)).toBeInTheDocument();
    expect(screen.getByText(/Not stated yet/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links the contact address', () => {
    setPublicConfig({ legalOperator: { name: 'N', address: 'A', email: 'privacy@northwind.example' } });
    render(<OperatorDetails id="operator" />);
    expect(screen.getByRole('link', { name: 'privacy@northwind.example' })).toHaveAttribute(
      'href',
      'mailto:privacy@northwind.example',
    );
  });

  it('says plainly when nothing is configured', () => {
    setPublicConfig({});
    render(<OperatorDetails id="operator" />);
    expect(screen.getByText(/has not stated its name, address or contact yet/)).toBeInTheDocument();
  });
});
