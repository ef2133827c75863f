import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SanitizedHtml, sanitizeHtml } from './sanitized-html';

describe('sanitizeHtml', () => {
  it('keeps markup and drops scripts and handlers', () => {
    const dirty =
      '<strong>Hi</strong><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>';
    const clean = sanitizeHtml(dirty);
    expect(clean).toContain('<strong>Hi</strong>');
    expect(clean).not.toMatch(/script|onerror|javascript:/);
  });
  it('renders the sanitised HTML', () => {
    const { container } = render(
      <SanitizedHtml html={'<p>Hello <em>you</em></p><script>bad()</script>'} />,
    );
    expect(container.innerHTML).toBe('<div dir="auto"><p>Hello <em>you</em></p></div>');
  });
});
