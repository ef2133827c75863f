import type { WorkLocationOption } from '@careers/contracts';
import { countryName } from '../geo/geo.public';
import type { Random } from './random';
import { withArticle } from './position-title';

export type IntroFacts = {
  companyName: string;
  title: string;
  team: string;
  city: string;
  workLocationOption: WorkLocationOption;
  remoteCountries: readonly string[];
};

const CLOSINGS = [
  'We value curiosity, kindness and doing things properly.',
  'You will have the support of a team that cares about doing good work together.',
  'We are an equal opportunity employer and welcome applications from everyone.',
  'If this sounds like you, we would love to hear from you, even if you do not tick every box.',
];

// The opening paragraph, in plain text sentences: company, title, team, city and way of working.
export function englishIntro(facts: IntroFacts, random: Random): string[] {
  const { companyName, team, city } = facts;
  const title = withArticle(facts.title);
  const openings = [
    `${companyName} is looking for ${title} to join the ${team} team in ${city}.`,
    `Join the ${team} team at ${companyName} in ${city} as ${title}.`,
    `The ${team} team at ${companyName} in ${city} is growing, and we are hiring ${title}.`,
  ];
  return [random.pick(openings), englishWorkMode(facts), random.pick(CLOSINGS)];
}

function englishWorkMode({ workLocationOption, city, remoteCountries }: IntroFacts): string {
  if (workLocationOption === 'onsite') return `This role is based on site in ${city}.`;
  if (workLocationOption === 'hybrid') {
    return `You will spend about three days a week in our ${city} office and the rest wherever you work best.`;
  }
  if (remoteCountries.length === 0)
    return 'This is a fully remote role: you can work from anywhere.';
  const names = remoteCountries.map((code) => countryName(code));
  const listed =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;
  return `This is a remote role open to candidates in ${listed ?? ''}; your nearest hub is ${city}.`;
}

export function germanIntro(facts: IntroFacts, germanTitle: string): string[] {
  const { companyName, team, city, workLocationOption } = facts;
  const workMode =
    workLocationOption === 'onsite'
      ? `Die Stelle ist vor Ort in ${city}.`
      : workLocationOption === 'hybrid'
        ? `Du arbeitest etwa drei Tage pro Woche in unserem Büro in ${city}, die übrigen Tage mobil.`
        : 'Die Stelle ist remote; du arbeitest von zu Hause aus.';
  return [
    `Für das Team ${team} in ${city} sucht ${companyName} Verstärkung als ${germanTitle}.`,
    workMode,
    'Wir freuen uns auf deine Bewerbung!',
  ];
}
