import { describe, expect, it } from 'vitest';
import { RESUME_PERSONAS, resumePdf } from './resume-fixtures';
import { extractResumeText, loadPdfJs } from './resume-text';

describe('loadPdfJs', () => {
  it('leaves the process its own JSON and Array.prototype.push, and still reads a PDF', async () => {
    const natives = [JSON.parse, JSON.stringify, Array.prototype.push];
    await loadPdfJs();
    expect([JSON.parse, JSON.stringify, Array.prototype.push]).toEqual(natives);
    expect(Object.getOwnPropertyDescriptor(Array.prototype, 'push')?.enumerable).toBe(false);

    const persona = RESUME_PERSONAS[0]!;
    const text = await extractResumeText(await resumePdf(persona), 'pdf');
    expect(text).toContain(persona.lines[0]);
  });
});
