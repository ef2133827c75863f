import { describe, expect, it } from 'vitest';
import { positionIdOf } from './use-page-view';

describe('positionIdOf (spec 1 §5)', () => {
  it('takes the part before the first hyphen when numeric', () => {
    expect(positionIdOf('123-senior-chef')).toBe('123');
    expect(positionIdOf('456')).toBe('456');
    expect(positionIdOf('chef-123')).toBeNull();
    expect(positionIdOf(null)).toBeNull();
  });
});
