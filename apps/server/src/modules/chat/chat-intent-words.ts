import type { EmploymentType, Seniority } from '@careers/contracts';
import { ENGLISH_STOP_WORDS } from '../search/search.public';
import {
  ROMANCE_COUNTRY_NAMES,
  ROMANCE_EMPLOYMENT,
  ROMANCE_FAMILY_WORDS,
  ROMANCE_FILLER_PHRASES,
  ROMANCE_FILLER_WORDS,
  ROMANCE_PLACE_NAMES,
  ROMANCE_PLACE_PREPOSITIONS,
  ROMANCE_REMOTE,
  ROMANCE_SENIORITY,
} from './chat-intent-romance';
import {
  ROMANCE_ASKS_FOR_SEARCH,
  ROMANCE_CART,
  ROMANCE_EXPLAIN_MATCH,
  ROMANCE_GREETING_OPENERS,
  ROMANCE_GREETING_WORDS,
  ROMANCE_HELP_PHRASES,
  ROMANCE_POLITENESS,
  ROMANCE_QUESTION_START,
  ROMANCE_REFERS_IN_QUESTION,
  ROMANCE_REFERS_TO_POSITION,
  ROMANCE_RESUME,
  ROMANCE_SAVE_ALERT,
  ROMANCE_TOPIC_WORDS,
  ROMANCE_TOPICS,
  ROMANCE_UPLOAD,
} from './chat-intent-romance-requests';

// The vocabulary readIntent (chat-intent.ts) reads a candidate's message with, English and
// German here, French, Spanish and Portuguese in chat-intent-romance.ts (the search) and
// chat-intent-romance-requests.ts (the other requests), lower-cased. Phrases are
// words joined by one space, hyphens read as spaces.

// 'any' wherever it stands; 'title' only before any job word ("manager roles", "lead developer",
// but "product manager", "team lead" keep it as a job word); 'prefix' only before a job word
// ("staff engineer", but "nursing staff").
type SeniorityPlacement = 'any' | 'title' | 'prefix';

export type WordRole =
  | { kind: 'remote' }
  | { kind: 'seniority'; value: Seniority; placement: SeniorityPlacement }
  | { kind: 'employment'; value: EmploymentType }
  | { kind: 'place' }
  | { kind: 'filler' };

export const MAX_PHRASE_WORDS = 4;

const REMOTE_PHRASES = [
  'remote',
  'remotely',
  'wfh',
  'homeoffice',
  'home office',
  'work from home',
  'working from home',
  'from home',
  'work from anywhere',
  'von zu hause',
  'von zuhause',
  'zu hause',
  'telearbeit',
  'fernarbeit',
  'mobiles arbeiten',
];

const SENIORITY_PHRASES: [string, Seniority, SeniorityPlacement][] = [
  ['intern', 'intern', 'any'],
  ['interns', 'intern', 'any'],
  ['praktikant', 'intern', 'any'],
  ['praktikantin', 'intern', 'any'],
  ['junior', 'entry', 'any'],
  ['jr', 'entry', 'any'],
  ['entry level', 'entry', 'any'],
  ['graduate', 'entry', 'any'],
  ['graduates', 'entry', 'any'],
  ['new grad', 'entry', 'any'],
  ['trainee', 'entry', 'any'],
  ['berufseinsteiger', 'entry', 'any'],
  ['berufseinsteigerin', 'entry', 'any'],
  ['einsteiger', 'entry', 'any'],
  ['absolvent', 'entry', 'any'],
  ['absolventin', 'entry', 'any'],
  ['absolventen', 'entry', 'any'],
  ['mid', 'mid', 'any'],
  ['mid level', 'mid', 'any'],
  ['intermediate', 'mid', 'any'],
  ['senior', 'senior', 'any'],
  ['sr', 'senior', 'any'],
  ['principal', 'lead', 'any'],
  ['staff', 'lead', 'prefix'],
  ['lead', 'lead', 'title'],
  ['manager', 'manager', 'title'],
  ['managers', 'manager', 'title'],
  ['managerin', 'manager', 'title'],
  ['leiter', 'manager', 'title'],
  ['leiterin', 'manager', 'title'],
  ['führungskraft', 'manager', 'any'],
  ['director', 'director', 'title'],
  ['directors', 'director', 'title'],
  ['direktor', 'director', 'title'],
  ['direktorin', 'director', 'title'],
  ['vp', 'executive', 'any'],
  ['vice president', 'executive', 'any'],
  ['head of', 'executive', 'any'],
  ['executive', 'executive', 'title'],
  ['c level', 'executive', 'any'],
];

// "befristet" (fixed-term) reads as temporary, not contract: it is an employee's post with an
// end date, not a freelancer's engagement.
const EMPLOYMENT_PHRASES: [string, EmploymentType][] = [
  ['full time', 'full_time'],
  ['fulltime', 'full_time'],
  ['vollzeit', 'full_time'],
  ['part time', 'part_time'],
  ['parttime', 'part_time'],
  ['teilzeit', 'part_time'],
  ['werkstudent', 'part_time'],
  ['werkstudentin', 'part_time'],
  ['werkstudenten', 'part_time'],
  ['minijob', 'part_time'],
  ['contract', 'contract'],
  ['contractor', 'contract'],
  ['freelance', 'contract'],
  ['freelancer', 'contract'],
  ['freiberuflich', 'contract'],
  ['freiberufler', 'contract'],
  ['temporary', 'temporary'],
  ['temp', 'temporary'],
  ['aushilfe', 'temporary'],
  ['befristet', 'temporary'],
  ['befristete', 'temporary'],
  ['seasonal', 'temporary'],
  ['saisonal', 'temporary'],
  ['internship', 'internship'],
  ['internships', 'internship'],
  ['praktikum', 'internship'],
  ['praktika', 'internship'],
];

const PLACE_PREPOSITIONS = [
  'in',
  'near',
  'around',
  'at',
  'based in',
  'located in',
  'close to',
  'within',
  'im',
  'bei',
  'nahe',
  'um',
  'rund um',
  'im raum',
  'im großraum',
  'in der nähe von',
  'in der nähe',
];

const FILLER_WORDS = (
  "i'm i'd i've let's what's where's how's there's it's whats wheres hows looking look " +
  'searching search seeking seek find finding show showing give get got list want wanting need ' +
  'needing like would could may might please pls plz thanks thank thx ok okay yes yeah sure cool ' +
  'great good nice job jobs role roles position positions opening openings vacancy vacancies ' +
  'opportunity opportunities career careers work working employment gig gigs something anything ' +
  'everything one ones stuff kind type sort available current currently new latest recent hiring ' +
  'hire instead rather else maybe perhaps hi hello hey there know tell see interested apply ' +
  'paying pay pays paid salary salaries earning earn earns making make least minimum min plus ' +
  'gross years year yrs experience experienced level lot lots many offer offers guys company ' +
  'ideally preferably preferred exclusively fully based located location area city region ' +
  'anyone someone also ' +
  'ich mich mir mein meine meinen du dich dir ihr euch sie wir uns man es das der die den dem ' +
  'des ein eine einen einem einer eines als und oder aber auch nur noch mal doch bitte danke ' +
  'gerne gern hallo moin suche suchen sucht such zeig zeige zeigen gib geben finde finden habe ' +
  'haben habt hast hat gibt möchte möchten will wollen würde würden kann kannst können brauche ' +
  'brauchen nach für mit von zu vom zum zur auf an ab über mehr mindestens was welche welcher ' +
  'welches wie wo wann stelle stellen stellenangebot stellenangebote job jobangebot jobangebote ' +
  'arbeit arbeiten arbeitsplatz beruf positionen rolle rollen angebot angebote anstellung neue ' +
  'neuen neu freie freien offene offenen aktuelle aktuellen gehalt verdienen verdient verdienst ' +
  'lohn bezahlung vergütung brutto netto jahre jahren erfahrung berufserfahrung bereich etwas ' +
  'irgendwas irgendeine irgendeinen alle allen andere anderen weitere stattdessen lieber eher ja ' +
  'nein da dort hier so ist sind bin sein nicht kein keine gut gute guten tag servus zusammen ' +
  'bescheid raum gerade jetzt ganz viel similar ähnliche ähnlichen'
).split(' ');

export const FILLER = new Set([...ENGLISH_STOP_WORDS, ...FILLER_WORDS, ...ROMANCE_FILLER_WORDS]);

export const PHRASES = new Map<string, WordRole>([
  ...[...PLACE_PREPOSITIONS, ...ROMANCE_PLACE_PREPOSITIONS].map((phrase): [string, WordRole] => [
    phrase,
    { kind: 'place' },
  ]),
  ...[...REMOTE_PHRASES, ...ROMANCE_REMOTE].map((phrase): [string, WordRole] => [
    phrase,
    { kind: 'remote' },
  ]),
  ...[...SENIORITY_PHRASES, ...ROMANCE_SENIORITY].map(
    ([phrase, value, placement]): [string, WordRole] => [
      phrase,
      { kind: 'seniority', value, placement },
    ],
  ),
  ...[...EMPLOYMENT_PHRASES, ...ROMANCE_EMPLOYMENT].map(([phrase, value]): [string, WordRole] => [
    phrase,
    { kind: 'employment', value },
  ]),
  ...['help me', 'hilf mir', ...ROMANCE_FILLER_PHRASES].map((phrase): [string, WordRole] => [
    phrase,
    { kind: 'filler' },
  ]),
]);

// Job families, each a department of the example group with its English and German words (and
// French, Spanish and Portuguese ones from chat-intent-romance.ts). A group whose department is
// called differently still matches through these words.
const FAMILIES: [string, string[]][] = [
  [
    'engineering',
    ['software', 'software engineering', 'softwareentwicklung', 'entwicklung', 'tech', 'technik'],
  ],
  [
    'data analytics',
    ['data', 'daten', 'analytics', 'analytik', 'data science', 'datenanalyse', 'bi'],
  ],
  ['product', ['produkt', 'product management', 'produktmanagement']],
  ['design', ['ux', 'ui', 'ux design', 'user experience', 'gestaltung']],
  ['it security', ['it', 'security', 'cybersecurity', 'cyber security', 'informatik', 'infosec']],
  ['marketing', ['growth', 'communications', 'kommunikation', 'brand']],
  ['sales', ['vertrieb', 'verkauf', 'business development']],
  [
    'customer success',
    [
      'customer service',
      'customer support',
      'support',
      'kundenservice',
      'kundendienst',
      'kundenbetreuung',
      'kundensupport',
    ],
  ],
  ['finance', ['finanzen', 'accounting', 'buchhaltung', 'controlling', 'rechnungswesen']],
  [
    'people',
    ['hr', 'human resources', 'personal', 'personalwesen', 'recruiting', 'talent acquisition'],
  ],
  ['legal', ['recht', 'rechtsabteilung', 'jura', 'compliance']],
  ['operations', ['ops', 'logistics', 'logistik', 'supply chain']],
  ['manufacturing', ['production', 'produktion', 'fertigung']],
  [
    'clinical services',
    ['clinical', 'nursing', 'pflege', 'krankenpflege', 'healthcare', 'medical', 'medizin'],
  ],
  [
    'stores hospitality',
    ['retail', 'store', 'stores', 'hospitality', 'einzelhandel', 'gastronomie', 'hotel', 'filiale'],
  ],
];

export const DEPARTMENT_FAMILIES: [string, string[]][] = FAMILIES.map(([family, synonyms]) => [
  family,
  [...synonyms, ...(ROMANCE_FAMILY_WORDS[family] ?? [])],
]);

// German names of cities the gazetteer knows by another name, and ASCII spellings of umlauts.
const GERMAN_PLACE_NAMES: Record<string, string> = {
  muenchen: 'Munich',
  koeln: 'Köln',
  duesseldorf: 'Düsseldorf',
  nuernberg: 'Nürnberg',
  zuerich: 'Zürich',
  genf: 'Geneva',
  mailand: 'Milan',
  rom: 'Rome',
  prag: 'Prague',
  warschau: 'Warsaw',
  brüssel: 'Brussels',
  bruessel: 'Brussels',
  kopenhagen: 'Copenhagen',
  lissabon: 'Lisbon',
  moskau: 'Moscow',
  athen: 'Athens',
  venedig: 'Venice',
  neapel: 'Naples',
  florenz: 'Florence',
  peking: 'Beijing',
};
export const PLACE_NAMES: Record<string, string> = {
  ...GERMAN_PLACE_NAMES,
  ...ROMANCE_PLACE_NAMES,
};

// Country names in German, French, Spanish and Portuguese that ICU's English names do not cover;
// regions that are no country. Neither is a place the search page takes, so both leave the
// message unsaid.
export const OTHER_COUNTRY_NAMES = new Set([
  ...ROMANCE_COUNTRY_NAMES,
  'österreich',
  'schweiz',
  'frankreich',
  'niederlande',
  'spanien',
  'italien',
  'polen',
  'großbritannien',
  'vereinigtes königreich',
  'vereinigte staaten',
  'belgien',
  'dänemark',
  'schweden',
  'norwegen',
  'tschechien',
  'irland',
]);
export const REGION_WORDS = new Set(['europe', 'europa', 'emea', 'dach', 'worldwide', 'weltweit']);

// Words that are also towns of the gazetteer ("jobs in mobile", "sale"): a place only when written
// capitalised after a preposition.
export const AMBIGUOUS_PLACE_WORDS = new Set(
  'best young mobile sale waren union mission deal of nice reading split much than hope bath essen'.split(
    ' ',
  ),
);

// German compounds with a job noun at the end ("Teilzeitstelle", "Vertriebsjobs").
export const COMPOUND_TAILS = ['stellen', 'stelle', 'jobs', 'job', 'angebote'];

export const GREETING_WORDS = new Set([
  ...'hi hello hey hiya howdy hallo moin servus hej greetings there guten tag morgen abend good morning afternoon evening zusammen all everyone'.split(
    ' ',
  ),
  ...ROMANCE_GREETING_WORDS,
]);
export const GREETING_OPENERS = new Set([
  ...'hi hello hey hiya howdy hallo moin servus hej greetings guten good'.split(' '),
  ...ROMANCE_GREETING_OPENERS,
]);

export const HELP_PHRASES = new Set([
  'help',
  'hilfe',
  'what can you do',
  'what can you help with',
  'what can you help me with',
  'what do you do',
  'how does this work',
  'how do you work',
  'how does it work',
  'can you help',
  'can you help me',
  'who are you',
  'what are you',
  'was kannst du',
  'was kannst du tun',
  'was kannst du machen',
  'was kannst du alles',
  'wie funktioniert das',
  'wie funktionierst du',
  'kannst du mir helfen',
  'wer bist du',
  ...ROMANCE_HELP_PHRASES,
]);

// Whole words or phrases of the plain text; each alternative is bounded, so no regex backtracks
// over the message.
const words = (alternatives: string, flags = 'u') =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})(?![\\p{L}\\p{N}])`, flags);

// What a request for help may say around it ("help please", "aide svp", "ayuda por favor").
export const POLITENESS = words(`please|bitte|pls|${ROMANCE_POLITENESS}`, 'gu');

export const INJECTION = words(
  '(?:ignore|disregard|forget|override|bypass)(?: [\\p{L}\\p{N}]+){0,4}? (?:instructions?|prompts?|rules|guidelines)|system prompt|you are now|jailbreak|developer mode',
);
export const RESUME = words(
  `resume|résumé|cv|lebenslauf|curriculum vitae|bewerbungsunterlagen|${ROMANCE_RESUME}`,
);
export const UPLOAD = words(
  `upload|send|attach|add|submit|share|import|use|here is|heres|hochladen|lade|laden|schicken|schick|senden|sende|anhängen|hinzufügen|übermitteln|einreichen|${ROMANCE_UPLOAD}`,
);
export const SAVE_ALERT = words(
  `alerts?|notify|notifications?|benachrichtig\\p{L}*|jobalarm|job alarm|jobmail|subscribe|abonnieren|save (?:this|the|my) search|save search|suche speichern|speicher\\p{L}* (?:die|diese|meine) suche|e ?mail me|let me know when|tell me when|sag mir bescheid|informier\\p{L}* mich|${ROMANCE_SAVE_ALERT}`,
);
export const CART = words(`carts?|warenkorb|merkliste|jobkorb|basket|${ROMANCE_CART}`);
export const EXPLAIN_MATCH = words(
  `how well do i (?:match|fit)|why is my match|explain (?:my|the|this) match|my match|match score|am i a (?:good |great |strong )?(?:fit|match)|do i (?:fit|match|qualify)|am i qualified|good fit|how do i match|passe ich|wie gut passe|bin ich geeignet|passt (?:die stelle|das|der job|sie|er) zu mir|mein match|${ROMANCE_EXPLAIN_MATCH}`,
);
export const REFERS_TO_POSITION = words(
  `it|its|this|that|the (?:job|role|position|opening|vacancy|posting)|diese[rsmn]?|das|die stelle|der job|die position|die rolle|${ROMANCE_REFERS_TO_POSITION}`,
);
// Words that point at the position only in a question: French "il", Portuguese "ela".
export const REFERS_IN_QUESTION = words(ROMANCE_REFERS_IN_QUESTION);
export const ASKS_FOR_SEARCH = words(
  `jobs|roles|positions|openings|vacancies|stellen|stellenangebote|jobangebote|positionen|show|find|search|looking|suche|such|zeig|zeige|finde|list|others?|similar|more|andere|anderen|weitere|ähnliche|${ROMANCE_ASKS_FOR_SEARCH}`,
);
export const QUESTION_START = words(
  `what|whats|where|wheres|how|hows|is|does|do|can|could|will|would|are|which|who|why|was|wo|wie|welche[rsn]?|ist|gibt|kann|muss|bin|brauche|braucht|hat|wird|${ROMANCE_QUESTION_START}`,
);
// Position topics, checked in this order: "how much experience" asks about skills, not pay.
export const TOPIC_PATTERNS = [
  [
    'remote',
    words(
      `remote|remotely|work from home|wfh|home ?office|von zu ?hause|mobiles arbeiten|${ROMANCE_TOPICS.remote}`,
    ),
  ],
  [
    'employmentType',
    words(
      `full ?time|part ?time|vollzeit|teilzeit|contract|permanent|freelance|befristet|unbefristet|temporary|festanstellung|fixed term|${ROMANCE_TOPICS.employmentType}`,
    ),
  ],
  [
    'skills',
    words(
      `skills?|requirements?|required|require|qualifications?|experience|stack|need|kenntnisse|anforderungen|fähigkeiten|voraussetzungen|qualifikation(?:en)?|erfahrung|brauche|braucht|benötige|${ROMANCE_TOPICS.skills}`,
    ),
  ],
  [
    'pay',
    words(
      `pay|pays|paid|salary|compensation|wages?|how much|earn|gehalt|verdien\\p{L}*|bezahl\\p{L}*|vergütung|lohn|wie ?viel|${ROMANCE_TOPICS.pay}`,
    ),
  ],
  [
    'seniority',
    words(
      `level|seniority|senior|junior|how experienced|ebene|stufe|einstieg|${ROMANCE_TOPICS.seniority}`,
    ),
  ],
  [
    'location',
    words(
      `where|wheres|location|located|based|wo|standort|ort|city|stadt|office|büro|address|adresse|${ROMANCE_TOPICS.location}`,
    ),
  ],
] as const;
// What a question about a topic leaves in the query once the filler words are gone.
export const TOPIC_WORDS = new Set([
  ...'skills skill kenntnisse requirements requirement qualifications qualification anforderungen fähigkeiten voraussetzungen qualifikation qualifikationen stack tech level seniority ebene stufe standort ort office büro address adresse needed required require necessary benötigt benötige erforderlich compensation wage wages much'.split(
    ' ',
  ),
  ...ROMANCE_TOPIC_WORDS,
]);

// "€60,000", "50.000 €", "50 000 €", "$40", "80k+", "4000 Euro", "USD 100k", "R$ 5.000",
// "40 mil"; read in code once matched. Digits grouped by spaces are one amount only in groups of
// three, as French writes thousands (a no-break space is a space once NFKC-normalised).
export const MONEY =
  /(?:((?<![\p{L}\p{N}])r\$|[€$£]|(?<![\p{L}\p{N}])(?:eur|usd|gbp|chf|brl)) ?)?(\d{1,3}(?: \d{3})+(?![\d.,']?\d)|\d[\d.,']*)(?: ?(k|tsd\.?|thousand|tausend|mil|mille)(?!\p{L}))?(\+)?(?: ?([€$£]|(?:euros?|eur|usd|dollars?|bucks|pounds?|gbp|chf|franken|reais|brl)(?!\p{L})))?/giu;
export const PAY_CUE =
  /(?<!\p{L})(?:over|above|more than|at least|minimum|min|from|paying|pays|pay|starting at|upwards of|mindestens|ab|über|mehr als|gehalt|verdienst|salary|salary of|earning|earn|making|make|von|up to|bis zu|à partir de|a partir de|au moins|plus de|au[- ]dessus de|supérieur à|salaire|salaire de|minimum de|más de|mas de|al menos|mínimo|minimo|mínimo de|desde|por encima de|salario|salario de|sueldo|sueldo de|pelo menos|no mínimo|mais de|acima de|salário|salário de) ?$/iu;
export const PERIOD_AFTER =
  /^ ?(?:(?:\/ ?|(?:per|a|an|pro|im|in the|each|every|die|je|am|the|par|por|al|ao|à|la) |de l['’] ?)(hours?|hr|h|stunde|std|days?|tag|weeks?|woche|months?|monat|years?|yr|annum|jahr|heures?|jours?|semaines?|mois|ans?|années?|horas?|d[ií]as?|semanas?|mes|meses|mês|años?|anos?)|(hourly|stündlich|daily|täglich|weekly|wöchentlich|monthly|monatlich|yearly|annually|jährlich|p\.? ?a|mensuel(?:le)?s?|annuel(?:le)?s?|mensual(?:es)?|anual(?:es)?|mensa(?:l|is)|anua(?:l|is)))(?!\p{L})/iu;
export const PERIOD_ANYWHERE =
  /(?<!\p{L})(hourly|stündlich|stundenlohn|per hour|an hour|pro stunde|daily|täglich|per day|a day|pro tag|am tag|tagessatz|weekly|wöchentlich|per week|a week|pro woche|monthly|monatlich|per month|a month|pro monat|im monat|monatsgehalt|par heure|par jour|par mois|mensuel|al mes|por hora|por día|por dia|por mes|por mês|ao mês|mensual|mensal)(?!\p{L})/iu;
export const CURRENCIES: [RegExp, string][] = [
  [/^(?:r\$|brl|reais)$/i, 'BRL'],
  [/^(?:€|eur|euros?)$/i, 'EUR'],
  [/^(?:\$|usd|dollars?|bucks)$/i, 'USD'],
  [/^(?:£|gbp|pounds?)$/i, 'GBP'],
  [/^(?:chf|franken)$/i, 'CHF'],
];
