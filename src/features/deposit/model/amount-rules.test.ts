import { describe, expect, it } from 'vitest';

import { amountProblemMessage } from './amount-rules';

describe('deposit amount messages', () => {
  it('has a message for every problem, with the limits in it', () => {
    expect(amountProblemMessage('belowMin', '₱100.00', '₱50,000.00')).toMatchObject({
      message: 'The minimum for this channel is {min}',
      values: { min: '₱100.00' },
    });
    expect(amountProblemMessage('aboveMax', '₱100.00', '₱50,000.00')).toMatchObject({ values: { max: '₱50,000.00' } });
    expect(amountProblemMessage('decimals', '', '').message).toBe('Use at most 2 decimals');
    expect(amountProblemMessage('notNumber', '', '').message).toContain('number');
    expect(amountProblemMessage('required', '', '').message).toBe('Enter an amount');
  });
});
