import { describe, expect, it } from 'vitest';
import { indexTerms, isStopWord, splitWords, stemmerFor } from './analyzer';

// The terms as the regex splits them: what indexTerms's hand-written ASCII path must equal.
function referenceTerms(text: string, language: string): string[] {
  const stem = stemmerFor(language);
  const terms: string[] = [];
  for (const word of splitWords(text)) {
    if (isStopWord(word)) continue;
    terms.push(stem(word));
    if (word.includes('.')) for (const part of word.split('.')) if (part) terms.push(stem(part));
  }
  return terms;
}

function termsOf(text: string, language = 'en'): string[] {
  const terms: string[] = [];
  indexTerms(text, language, (term) => terms.push(term));
  return terms;
}

const TEXTS = [
  'Senior Software Engineer (Node.js, C++, C#) — remote-first team.',
  'We use node.js. And vue.js... also 3.5 years; e-mail: jobs@northwind.example',
  'Trailing dot. Dots..between and .leading, c++/c# and a+b#c',
  'UPPER case Words, MiXeD, ending with number 42',
  '',
  '   ',
  'Ingenieur für Maschinenbau in München (m/w/d)',
  'مهندس برمجيات أول في دبي',
  'Café naïve résumé — Zürich',
  'Ünïcödé words ½ ² ٣ and emoji 🚀 rocket',
  'Vollzeit · Teamleitung – „Qualität“ über alles',
];

describe('indexTerms', () => {
  it.each(TEXTS)('splits and stems %j exactly as the word pattern does', (text) => {
    expect(termsOf(text)).toEqual(referenceTerms(text, 'en'));
    expect(termsOf(text, 'de')).toEqual(referenceTerms(text, 'de'));
  });

  it('indexes the parts of a dotted word, keeps c++ and c#, and drops stop words', () => {
    expect(termsOf('The Node.js and C++ and C# roles')).toEqual([
      'node.js',
      'node',
      'js',
      'c++',
      'c#',
      'role',
    ]);
  });

  it('answers the same the second time (from its memory of words)', () => {
    const text = 'Engineering managers manage engineers';
    expect(termsOf(text)).toEqual(termsOf(text));
    expect(termsOf(text)).toEqual(['engin', 'manag', 'manag', 'engin']);
  });
});

describe('stemmerFor', () => {
  // Every site language the stemming package covers stems its words; one it lacks keeps them.
  it.each([
    ['fr', 'développeurs', 'développeur'],
    ['pt-BR', 'engenheiros', 'engenheir'],
    ['ru', 'инженеры', 'инженер'],
    ['sv', 'utvecklare', 'utveckl'],
    ['pl', 'programiści', 'programiści'],
  ])('%s stems %s to %s', (language, word, stem) => {
    expect(stemmerFor(language)(word)).toBe(stem);
  });
});
