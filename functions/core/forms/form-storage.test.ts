import { describe, expect, it } from 'vitest';
import { largeFormDefinition } from '../../../tests/support/large-form.js';
import { packDefinition, unpackDefinition } from './form-storage.js';

/** DynamoDB's item limit; a form's item holds its packed definition and a few small attributes. */
const ITEM_LIMIT = 400 * 1024;

describe('form storage', () => {
  it('keeps a 1,000-row, 10-column form well inside one item, and reads it back unchanged', () => {
    const definition = largeFormDefinition('Schedule of prices');
    const json = Buffer.byteLength(JSON.stringify(definition));
    const packed = packDefinition(definition);
    // As JSON the form is near the whole item limit: why it is packed (decision 037).
    expect(json).toBeGreaterThan(ITEM_LIMIT * 0.6);
    expect(packed.byteLength).toBeLessThan(ITEM_LIMIT / 4);
    expect(unpackDefinition(packed)).toEqual(definition);
  });
});
