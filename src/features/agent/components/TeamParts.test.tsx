import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { installFakeGateway, ok } from '@/testing/fake-gateway';
import { renderWithStore } from '@/testing/render-with-store';

import { useTeamFormats } from './TeamParts';

installFakeGateway((gateway) => {
  gateway.on(
    'GET',
    '/wps/system/settings/consolidated',
    ok({ switches: {}, links: {}, appWindow: false, promotions: {}, currency: { code: 'PHP', symbol: '₱' } }),
  );
});

function Balances({ amounts }: { amounts: readonly number[] }) {
  const { money } = useTeamFormats();
  return (
    <ul>
      {amounts.map((amount) => (
        <li key={amount}>{money(amount)}</li>
      ))}
    </ul>
  );
}

describe('the team screens’ money (docs/product.md#agent-centre)', () => {
  it('shows balances with the operator’s currency symbol, as the rest of the app writes money', async () => {
    const { answered } = renderWithStore(<Balances amounts={[1234.5, 0, -20]} />);
    await answered();
    expect(await screen.findByText('₱1,234.50')).toBeInTheDocument();
    expect(screen.getByText('₱0.00')).toBeInTheDocument();
    expect(screen.getByText('-₱20.00')).toBeInTheDocument();
  });
});
