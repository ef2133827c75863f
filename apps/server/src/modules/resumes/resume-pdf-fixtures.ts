import type { EducationEntry, ExperienceEntry, Profile } from '@careers/contracts';

// Profiles for the exported resume: one with nothing, one full in English and one in Arabic with
// Latin words and digits inside its sentences. Used by its tests and bench/.

export const EMPTY_PROFILE: Profile = {
  encId: 'enc-1',
  email: 'candidate@example.com',
  firstName: '',
  lastName: '',
  phone: '',
  location: '',
  headline: '',
  avatar: null,
  summary: '',
  experience: [],
  education: [],
  skills: [],
  links: [],
  certifications: [],
  languages: [],
  jobPreferences: {
    desiredTitles: [],
    desiredLocations: [],
    remotePreference: 'no_preference',
    minimumPay: null,
    payCurrency: 'EUR',
    payPeriod: 'year',
    experienceYears: null,
  },
  filledFromResume: [],
  updatedAt: null,
};

// A job held now, which the long profiles of the tests and bench/ repeat.
export const CURRENT_JOB: ExperienceEntry = {
  company: 'Northwind Payments',
  title: 'Senior Backend Engineer',
  location: 'Berlin',
  period: { startDate: '2021-03', endDate: null, isCurrent: true },
  summary: 'Own the ledger service: 40 million transactions a month.',
};

const BACHELOR: EducationEntry = {
  school: 'TU Berlin',
  degree: 'bachelor',
  field: '',
  graduated: '2016-07-15',
};

export const JANA_PROFILE: Profile = {
  ...EMPTY_PROFILE,
  email: 'jana.weber@example.com',
  firstName: 'Jana',
  lastName: 'Weber',
  phone: '+49 30 901820',
  location: 'Berlin, Germany',
  headline: 'Senior Backend Engineer',
  summary: 'Backend engineer with nine years of building payment systems.\nCalm on-call rotations.',
  experience: [
    CURRENT_JOB,
    {
      company: 'Contoso Bank',
      title: 'Backend Engineer',
      location: '',
      period: { startDate: '2016-09', endDate: '2021-02', isCurrent: false },
      summary: '',
    },
  ],
  education: [{ ...BACHELOR, degree: 'master', field: 'Computer Science' }],
  skills: ['TypeScript', 'PostgreSQL', 'Kafka'],
  links: [{ label: 'GitHub', url: 'https://github.com/janaweber' }],
  certifications: [
    { name: 'AWS Solutions Architect', issuer: 'AWS', issued: '2022-05-01', expires: '2025-05-01' },
  ],
  languages: [
    { language: 'German', proficiency: 'native' },
    { language: 'English', proficiency: 'full_professional' },
  ],
};

export const LAYLA_PROFILE: Profile = {
  ...JANA_PROFILE,
  email: 'layla@example.com',
  firstName: 'ليلى',
  lastName: 'حداد',
  phone: '+971 4 555 0100',
  location: 'دبي',
  headline: 'مهندسة برمجيات أولى',
  summary: 'مهندسة برمجيات بخبرة ثماني سنوات في Northwind منذ 2016.',
  experience: [{ ...CURRENT_JOB, title: 'مهندسة برمجيات', company: 'شركة نورثويند' }],
  education: [{ ...BACHELOR, field: 'علوم الحاسوب' }],
  skills: ['TypeScript', 'إدارة الفرق'],
  languages: [{ language: 'العربية', proficiency: 'native' }],
};

// A candidate writing in each script the site's languages use, with the site in that language:
// the name, a headline and a job in the script, for the per-script tests and bench/.
export const SCRIPT_PROFILES: { locale: string; script: string; profile: Profile }[] = [
  ['hi', 'Devanagari', 'प्रिया', 'शर्मा', 'वरिष्ठ सॉफ़्टवेयर इंजीनियर', 'नॉर्थविंड पेमेंट्स'],
  ['te', 'Telugu', 'శ్రీనివాస్', 'రెడ్డి', 'సీనియర్ సాఫ్ట్‌వేర్ ఇంజనీర్', 'నార్త్‌విండ్ పేమెంట్స్'],
  ['th', 'Thai', 'สมชาย', 'ใจดี', 'วิศวกรซอฟต์แวร์อาวุโส', 'นอร์ธวินด์ เพย์เมนต์'],
  ['he', 'Hebrew', 'דנה', 'כהן', 'מהנדסת תוכנה בכירה', 'נורת׳וינד תשלומים'],
  ['ja', 'Japanese', '山田', '花子', 'シニアソフトウェアエンジニア', 'ノースウィンド決済'],
  ['ko', 'Korean', '김민준', '이', '선임 소프트웨어 엔지니어', '노스윈드 페이먼츠'],
  ['zh-CN', 'Simplified Chinese', '王', '小明', '高级软件工程师', '北风支付'],
  ['zh-TW', 'Traditional Chinese', '陳', '大文', '資深軟體工程師', '北風支付'],
  ['el', 'Greek', 'Ελένη', 'Παπαδοπούλου', 'Ανώτερη μηχανικός λογισμικού', 'Northwind Πληρωμές'],
  ['ru', 'Cyrillic', 'Иван', 'Петров', 'Старший инженер-программист', 'Нортвинд Платежи'],
].map(([locale = '', script = '', firstName = '', lastName = '', headline = '', company = '']) => ({
  locale,
  script,
  profile: {
    ...JANA_PROFILE,
    firstName,
    lastName,
    headline,
    experience: [{ ...CURRENT_JOB, title: headline, company }],
  },
}));
