import taxonomy from './skills-taxonomy.json';

// The skills taxonomy as the resume parser and matching read it: every skill by its lower-case
// name, the families each belongs to, and the long ones as patterns to find in running text.
// Short names ("Go", "R", "C#") are words in ordinary sentences, so the parser counts them only
// where a resume lists its skills.
const SHORT_NAME = 3;

type Lexicon = {
  byKey: Map<string, string>;
  families: Map<string, string[]>;
  inText: { skill: string; pattern: RegExp }[];
};

let lexicon: Lexicon | undefined;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function build(): Lexicon {
  const byKey = new Map<string, string>();
  const families = new Map<string, string[]>();
  for (const { family, skills: names } of taxonomy.families) {
    for (const skill of names) {
      const key = skill.toLocaleLowerCase('en');
      byKey.set(key, skill);
      families.set(key, [...(families.get(key) ?? []), family]);
    }
  }
  const inText = [...byKey.values()]
    .filter((skill) => skill.length > SHORT_NAME)
    .map((skill) => ({
      skill,
      // Not inside a longer word: "Java" is not found in "JavaScript".
      pattern: new RegExp(`(?<![\\p{L}\\p{N}+#.])${escapeRegExp(skill)}(?![\\p{L}\\p{N}+#])`, 'iu'),
    }));
  return { byKey, families, inText };
}

function skills(): Lexicon {
  lexicon ??= build();
  return lexicon;
}

export function warmSkillsLexicon(): void {
  skills();
}

// A listed skill ("typescript", "Node.js") by the taxonomy's name, or null when it has none.
export function knownSkill(text: string): string | null {
  return skills().byKey.get(text.trim().toLocaleLowerCase('en')) ?? null;
}

// The job families a skill belongs to (none for a skill the taxonomy does not know).
export function familiesOf(skill: string): readonly string[] {
  return skills().families.get(skill.trim().toLocaleLowerCase('en')) ?? [];
}

// The taxonomy's skills named anywhere in a text, in the taxonomy's order.
export function skillsInText(text: string): string[] {
  return skills()
    .inText.filter(({ pattern }) => pattern.test(text))
    .map(({ skill }) => skill);
}
