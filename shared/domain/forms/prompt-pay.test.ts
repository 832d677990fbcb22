import { describe, expect, it } from 'vitest';
import { promptPayTerms } from './prompt-pay.js';

describe('promptPayTerms', () => {
  it('words a percentage and an amount in each locale, and nothing when no discount is offered', () => {
    expect(promptPayTerms({ promptPayDiscount: { type: 'percentage', value: '2.5' } }, 'en-CA')).toBe('2.5%');
    expect(promptPayTerms({ promptPayDiscount: { type: 'percentage', value: '2.500' } }, 'fr-CA')).toBe(
      '2,5\u00a0%',
    );
    expect(promptPayTerms({ promptPayDiscount: { type: 'amount', value: '1500' } }, 'en-CA')).toBe(
      '1,500.00',
    );
    expect(promptPayTerms({ promptPayDiscount: { type: 'amount', value: '8641975669.6' } }, 'fr-CA')).toMatch(
      /^8\s641\s975\s669,60$/u,
    );
    expect(promptPayTerms({}, 'en-CA')).toBeUndefined();
  });
});
