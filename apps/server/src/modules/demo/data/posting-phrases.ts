import type { SalaryPeriod } from '@careers/contracts';

// Plain text; position-description.ts escapes everything it places into HTML.
export type PostingLanguage = 'en' | 'de';

export type PostingPhrases = {
  headings: { tasks: string; profile: string; benefits: string; pay: string };
  benefits: readonly string[];
  payDisclaimer: string;
  payOnRequest: string;
  period: Record<SalaryPeriod, string>;
};

export const POSTING_PHRASES: Record<PostingLanguage, PostingPhrases> = {
  en: {
    headings: {
      tasks: 'What you’ll do',
      profile: 'What you’ll bring',
      benefits: 'Benefits',
      pay: 'Pay',
    },
    benefits: [
      'Health, dental and vision insurance for you and your family',
      'A retirement plan with a company match',
      'Paid parental leave for every parent',
      '28 days of paid holiday plus public holidays',
      'A yearly learning budget and time to use it',
      'Flexible working hours',
      'Employee discounts on our products',
      'A subsidised public transport pass',
      'Free meals and snacks on site',
      'An employee assistance programme for you and your family',
      'Paid volunteering days',
      'Wellbeing allowance for gym, yoga or whatever keeps you well',
      'Career paths for specialists as well as managers',
      'Referral bonuses when friends join us',
    ],
    payDisclaimer: 'Your final offer depends on your skills, experience and location.',
    payOnRequest: 'Competitive pay, shared with you at the first interview.',
    period: { hour: 'hour', day: 'day', week: 'week', month: 'month', year: 'year' },
  },
  de: {
    headings: {
      tasks: 'Deine Aufgaben',
      profile: 'Dein Profil',
      benefits: 'Was wir bieten',
      pay: 'Vergütung',
    },
    benefits: [
      '30 Tage Urlaub',
      'Betriebliche Altersvorsorge mit Arbeitgeberzuschuss',
      'Flexible Arbeitszeiten und ein Arbeitszeitkonto',
      'Ein jährliches Weiterbildungsbudget',
      'Zuschuss zum Deutschlandticket',
      'Jobrad-Leasing',
      'Mitarbeiterrabatte auf unsere Produkte',
      'Kostenlose Getränke und Obst',
      'Ein betriebliches Gesundheitsmanagement',
      'Bezahlte Freistellung für ehrenamtliches Engagement',
      'Ein unbefristeter Arbeitsvertrag',
      'Prämien für die Empfehlung neuer Kolleginnen und Kollegen',
    ],
    payDisclaimer:
      'Das endgültige Angebot richtet sich nach deiner Erfahrung und deinen Kenntnissen.',
    payOnRequest: 'Eine attraktive Vergütung, über die wir im ersten Gespräch sprechen.',
    period: { hour: 'Stunde', day: 'Tag', week: 'Woche', month: 'Monat', year: 'Jahr' },
  },
};

// The German version of a posting uses these in place of the family's English lists.
export const GERMAN_TASKS: readonly string[] = [
  'Du übernimmst Verantwortung für deine Aufgaben von Anfang an',
  'Du arbeitest eng mit Kolleginnen und Kollegen aus anderen Teams zusammen',
  'Du bringst eigene Ideen ein und verbesserst unsere Abläufe',
  'Du sorgst für hohe Qualität in allem, was du tust',
  'Du dokumentierst deine Arbeit sorgfältig und nachvollziehbar',
  'Du unterstützt neue Kolleginnen und Kollegen bei der Einarbeitung',
  'Du hältst dich an unsere Sicherheits- und Qualitätsstandards',
  'Du hast stets die Bedürfnisse unserer Kundinnen und Kunden im Blick',
];

export const GERMAN_REQUIREMENTS: readonly string[] = [
  'Eine abgeschlossene Ausbildung oder ein Studium in einem passenden Bereich',
  'Erste Berufserfahrung in einer vergleichbaren Position',
  'Sehr gute Deutsch- und gute Englischkenntnisse',
  'Eine selbstständige und strukturierte Arbeitsweise',
  'Freude an der Arbeit im Team',
  'Zuverlässigkeit und Verantwortungsbewusstsein',
  'Sicherer Umgang mit den gängigen Office-Anwendungen',
  'Lust, Neues zu lernen und dich weiterzuentwickeln',
];
