import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Amount } from './Amount';

/** Chain text beside an amount (issue 37): a token symbol's right-to-left override never reaches the page. */
describe('Amount', () => {
  it('shows a unit without the text-direction and control characters a token symbol carried', () => {
    const { container } = render(<Amount value="1250" decimals={2} unit={'USD\u202eC\u2066\u0007'} />);
    expect(container.querySelector('.amount')!.textContent).toBe('12.5 USDC');
  });
});
