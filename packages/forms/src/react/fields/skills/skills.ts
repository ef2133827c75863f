/** A skill list as the value holds it: strings only. */
export function skillsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((skill) => typeof skill === 'string') : [];
}

function keyOf(skill: string): string {
  return skill.trim().toLocaleLowerCase();
}

/** Whether the list holds the skill, case aside (a list has no duplicates). */
export function hasSkill(skills: readonly string[], skill: string): boolean {
  const key = keyOf(skill);
  return skills.some((chosen) => keyOf(chosen) === key);
}

/** The list with the additions that are not in it yet, trimmed, in order. */
export function withSkills(skills: readonly string[], additions: readonly string[]): string[] {
  const next = [...skills];
  for (const addition of additions) {
    const skill = addition.trim();
    if (skill !== '' && !hasSkill(next, skill)) next.push(skill);
  }
  return next;
}
