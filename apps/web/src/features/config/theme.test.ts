import { describe, expect, it } from 'vitest';
import { applyTheme } from './theme';

describe('applyTheme', () => {
  it('writes the branding theme as CSS variables', () => {
    applyTheme({
      primaryColor: '#123456',
      accentColor: '#abcdef',
      backgroundColor: '#ffffff',
      textColor: '#000000',
      fontFamily: 'Georgia, serif',
      borderRadius: 4,
    });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand-primary')).toBe('#123456');
    expect(style.getPropertyValue('--brand-font')).toBe('Georgia, serif');
    expect(style.getPropertyValue('--brand-radius')).toBe('4px');
  });
});
