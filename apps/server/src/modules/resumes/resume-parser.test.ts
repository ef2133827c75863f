import { describe, expect, it } from 'vitest';
import { RESUME_PERSONAS, resumeDocx, resumePdf, resumeText } from './resume-fixtures';
import { parseResume } from './resume-parser';
import { extractResumeText } from './resume-text';

// Ten resumes, each read from plain text, a PDF and a Word document.
describe('parseResume', () => {
  const formats = [
    [
      'txt',
      (persona: (typeof RESUME_PERSONAS)[number]) =>
        Promise.resolve(new TextEncoder().encode(resumeText(persona))),
    ],
    ['pdf', (persona: (typeof RESUME_PERSONAS)[number]) => resumePdf(persona)],
    ['docx', (persona: (typeof RESUME_PERSONAS)[number]) => resumeDocx(persona)],
  ] as const;

  for (const persona of RESUME_PERSONAS) {
    for (const [type, render] of formats) {
      it(`reads ${persona.file}.${type}`, async () => {
        const parsed = parseResume(await extractResumeText(await render(persona), type));
        const { expect: wanted } = persona;
        expect(parsed).toMatchObject({
          firstName: wanted.firstName,
          lastName: wanted.lastName,
          email: wanted.email,
          phone: wanted.phone,
          location: wanted.location,
        });
        expect(parsed.skills).toEqual(expect.arrayContaining(wanted.skills));
        expect(
          parsed.experience.map(({ title, company, period }) => ({
            title,
            company,
            startDate: period.startDate,
            endDate: period.endDate,
          })),
        ).toEqual(wanted.experience);
        expect(parsed.education.map(({ school, degree }) => ({ school, degree }))).toEqual(
          wanted.education,
        );
        if (wanted.languages) {
          expect(parsed.languages.map((entry) => entry.language)).toEqual(wanted.languages);
        }
      });
    }
  }

  it('leaves out what it cannot read rather than guessing', () => {
    const parsed = parseResume('hello\nthis is not a resume at all\n12345');
    expect(parsed).toMatchObject({
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      location: '',
      experience: [],
      education: [],
    });
  });

  it('reads a native speaker and a C1 as their levels', () => {
    const parsed = parseResume('Languages\nGerman (native), English (C1), French (A2)');
    expect(parsed.languages).toEqual([
      { language: 'German', proficiency: 'native' },
      { language: 'English', proficiency: 'professional_working' },
      { language: 'French', proficiency: 'elementary' },
    ]);
  });
});
