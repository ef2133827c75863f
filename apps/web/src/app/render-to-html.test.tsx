// @vitest-environment node
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { renderToHtml } from './render-to-html';

// A page renders in one synchronous pass once its lazy parts have loaded, and through React's
// stream, which waits for them, until then.

function Page({ Part }: { Part: React.ComponentType }) {
  return (
    <main>
      <h1>Nurse</h1>
      <Suspense fallback={<p>Loading…</p>}>
        <Part />
      </Suspense>
    </main>
  );
}

function Failing(): React.ReactNode {
  throw new Error('The part failed');
}

describe('renderToHtml', () => {
  it('waits for a lazy part that has not loaded yet, then renders it at once', async () => {
    let loads = 0;
    const Part = lazy(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { default: () => <p>Apply by Friday</p> };
    });
    const first = await renderToHtml(<Page Part={Part} />);
    expect(first).toContain('<h1>Nurse</h1>');
    expect(first).toContain('<p>Apply by Friday</p>');
    expect(first).not.toContain('Loading…');
    expect(await renderToHtml(<Page Part={Part} />)).toBe(first);
    expect(loads).toBe(1);
  });

  it('reports a part that fails instead of leaving it to the browser', async () => {
    await expect(renderToHtml(<Page Part={Failing} />)).rejects.toThrow('The part failed');
  });
});
