// What the skills module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of skills/ (decision 030); tests may reach further.

export { default as skillsTaxonomyData } from './skills-taxonomy.json';
export { familiesOf, knownSkill, skillsInText, warmSkillsLexicon } from './skills-taxonomy';
