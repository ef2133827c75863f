import JSZip from 'jszip';
import { PDFDocument, StandardFonts } from 'pdf-lib';

// Test resumes: ten people written the ways resumes are written — headings in English or German,
// entries with the dates on their own line or beside the title, contact details on one line or
// several — each rendered as a PDF, a Word document and plain text, with what the parser should
// read from it.

export type ResumePersona = {
  file: string;
  lines: string[];
  expect: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    location: string;
    skills: string[];
    experience: { title: string; company: string; startDate: string; endDate: string | null }[];
    education: { school: string; degree: string }[];
    languages?: string[];
  };
};

export const RESUME_PERSONAS: ResumePersona[] = [
  {
    file: 'jana-weber',
    lines: [
      'Jana Weber',
      'Senior Backend Engineer',
      'Berlin, Germany | jana.weber@example.com | +49 30 901820',
      'linkedin.com/in/janaweber',
      'Summary',
      'Backend engineer with nine years of building payment systems.',
      'Experience',
      'Senior Backend Engineer at Northwind Payments',
      'Mar 2021 – Present',
      '• Led the move of the ledger to PostgreSQL and Kafka',
      '• Mentored four engineers',
      'Backend Engineer at Contoso Bank',
      '2016 – Feb 2021',
      '• Built REST API design guidelines used by 30 teams',
      'Education',
      'Technische Universität Berlin',
      'M.Sc. in Computer Science, 2016',
      'Skills',
      'TypeScript, Go, PostgreSQL, Kafka, Docker, Kubernetes',
      'Languages',
      'German (native), English (C1)',
    ],
    expect: {
      firstName: 'Jana',
      lastName: 'Weber',
      email: 'jana.weber@example.com',
      phone: '+49 30 901820',
      location: 'Berlin, Germany',
      skills: ['TypeScript', 'Go', 'PostgreSQL', 'Kafka', 'Docker', 'Kubernetes'],
      experience: [
        {
          title: 'Senior Backend Engineer',
          company: 'Northwind Payments',
          startDate: '2021-03',
          endDate: null,
        },
        {
          title: 'Backend Engineer',
          company: 'Contoso Bank',
          startDate: '2016-01',
          endDate: '2021-02',
        },
      ],
      education: [{ school: 'Technische Universität Berlin', degree: 'master' }],
      languages: ['German', 'English'],
    },
  },
  {
    file: 'marcus-johnson',
    lines: [
      'Marcus Johnson',
      'marcus.johnson@example.org',
      '(512) 555-0147',
      'Austin, TX',
      'PROFESSIONAL EXPERIENCE',
      'Registered Nurse — St. David’s Medical Center    Jun 2018 – Present',
      '- Critical care for a 24-bed ICU',
      'Nursing Assistant — Seton Hospital    Aug 2015 – May 2018',
      'EDUCATION',
      'University of Texas at Austin',
      'Bachelor of Science in Nursing, 2018',
      'SKILLS',
      'Patient care, Electronic health records, Triage, Infection control',
    ],
    expect: {
      firstName: 'Marcus',
      lastName: 'Johnson',
      email: 'marcus.johnson@example.org',
      phone: '+1 512 555 0147',
      location: 'Austin, TX, United States',
      skills: ['Electronic health records', 'Triage', 'Infection control'],
      experience: [
        {
          title: 'Registered Nurse',
          company: 'St. David’s Medical Center',
          startDate: '2018-06',
          endDate: null,
        },
        {
          title: 'Nursing Assistant',
          company: 'Seton Hospital',
          startDate: '2015-08',
          endDate: '2018-05',
        },
      ],
      education: [{ school: 'University of Texas at Austin', degree: 'bachelor' }],
    },
  },
  {
    file: 'lena-schmidt-de',
    lines: [
      'Lena Schmidt',
      'Datenanalystin',
      'München · lena.schmidt@example.de · 089 1234567',
      'Berufserfahrung',
      'Data Analyst bei Allianz',
      '04/2020 – heute',
      '• Dashboards in Tableau und Power BI',
      'Werkstudentin Data Science bei Siemens',
      '10/2017 – 03/2020',
      'Ausbildung',
      'Ludwig-Maximilians-Universität München',
      'Master of Science im Fach Statistik, 2019',
      'Kenntnisse',
      'Python, SQL, Tableau, Power BI, Statistics',
      'Sprachen',
      'Deutsch – Muttersprache; Englisch – verhandlungssicher',
    ],
    expect: {
      firstName: 'Lena',
      lastName: 'Schmidt',
      email: 'lena.schmidt@example.de',
      phone: '+49 89 1234567',
      location: 'Munich, Germany',
      skills: ['Python', 'SQL', 'Tableau', 'Power BI'],
      experience: [
        { title: 'Data Analyst', company: 'Allianz', startDate: '2020-04', endDate: null },
        {
          title: 'Werkstudentin Data Science',
          company: 'Siemens',
          startDate: '2017-10',
          endDate: '2020-03',
        },
      ],
      education: [{ school: 'Ludwig-Maximilians-Universität München', degree: 'master' }],
      languages: ['German', 'English'],
    },
  },
  {
    file: 'priya-raman',
    lines: [
      'Priya Raman',
      'Product Manager',
      'London, United Kingdom',
      'priya.raman@example.com | +44 20 7946 0958 | https://priya.example.com',
      'Work Experience',
      'Product Manager | Fabrikam | Jan 2019 – Present',
      'Associate Product Manager | Tailspin Toys | Jul 2016 – Dec 2018',
      'Education',
      'London School of Economics — BSc in Management, 2016',
      'Skills',
      'Roadmapping, Product discovery, A/B testing, SQL, Stakeholder management',
    ],
    expect: {
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya.raman@example.com',
      phone: '+44 20 7946 0958',
      location: 'London, United Kingdom',
      skills: ['SQL'],
      experience: [
        { title: 'Product Manager', company: 'Fabrikam', startDate: '2019-01', endDate: null },
        {
          title: 'Associate Product Manager',
          company: 'Tailspin Toys',
          startDate: '2016-07',
          endDate: '2018-12',
        },
      ],
      education: [{ school: 'London School of Economics', degree: 'bachelor' }],
    },
  },
  {
    file: 'tom-becker',
    lines: [
      'Tom Becker',
      'Forklift Operator',
      'Hamburg, Germany',
      'tom.becker@example.net',
      '+49 40 3345566',
      'Experience',
      'Warehouse Lead, Otto Logistics',
      '2019 - present',
      'Forklift Operator, DHL Supply Chain',
      '2014 - 2019',
      'Education',
      'Gymnasium Altona — Abitur, 2013',
      'Skills',
      'Forklift operation, Inventory management, Health and safety',
    ],
    expect: {
      firstName: 'Tom',
      lastName: 'Becker',
      email: 'tom.becker@example.net',
      phone: '+49 40 3345566',
      location: 'Hamburg, Germany',
      skills: ['Forklift operation', 'Inventory management'],
      experience: [
        { title: 'Warehouse Lead', company: 'Otto Logistics', startDate: '2019-01', endDate: null },
        {
          title: 'Forklift Operator',
          company: 'DHL Supply Chain',
          startDate: '2014-01',
          endDate: '2019-01',
        },
      ],
      education: [{ school: 'Gymnasium Altona', degree: 'high_school' }],
    },
  },
  {
    file: 'sofia-garcia',
    lines: [
      'Sofía García López',
      'UX Designer',
      'Madrid, Spain · sofia.garcia@example.es · +34 912 345 678',
      'About me',
      'Designer who turns research into interfaces people enjoy.',
      'Experience',
      'Senior UX Designer @ Adatum',
      'September 2020 – Present',
      'UX Designer @ Litware',
      'March 2017 – August 2020',
      'Education',
      'Universidad Complutense de Madrid',
      'Bachelor of Fine Arts, 2016',
      'Skills',
      'Figma, User research, Prototyping, Accessibility',
      'Languages',
      'Spanish (native), English (fluent), German (B1)',
    ],
    expect: {
      firstName: 'Sofía',
      lastName: 'García López',
      email: 'sofia.garcia@example.es',
      phone: '+34 912 34 56 78',
      location: 'Madrid, Spain',
      skills: ['Figma', 'User research', 'Prototyping'],
      experience: [
        { title: 'Senior UX Designer', company: 'Adatum', startDate: '2020-09', endDate: null },
        { title: 'UX Designer', company: 'Litware', startDate: '2017-03', endDate: '2020-08' },
      ],
      education: [{ school: 'Universidad Complutense de Madrid', degree: 'bachelor' }],
      languages: ['Spanish', 'English', 'German'],
    },
  },
  {
    file: 'david-chen',
    lines: [
      'David Chen',
      'Financial Analyst',
      'New York, NY | david.chen@example.com | +1 212 555 0188',
      'Professional Summary',
      'CFA charterholder with six years in corporate finance.',
      'Employment History',
      'Financial Analyst – Woodgrove Bank – 2020 – Present',
      'Junior Analyst – Proseware – 2017 – 2020',
      'Education',
      'New York University, MBA in Finance, 2020',
      'Cornell University, BA in Economics, 2016',
      'Core Skills',
      'Financial modelling, Excel, Forecasting, Budgeting',
    ],
    expect: {
      firstName: 'David',
      lastName: 'Chen',
      email: 'david.chen@example.com',
      phone: '+1 212 555 0188',
      location: 'New York City, NY, United States',
      skills: ['Forecasting', 'Budgeting'],
      experience: [
        {
          title: 'Financial Analyst',
          company: 'Woodgrove Bank',
          startDate: '2020-01',
          endDate: null,
        },
        { title: 'Junior Analyst', company: 'Proseware', startDate: '2017-01', endDate: '2020-01' },
      ],
      education: [
        { school: 'New York University', degree: 'master' },
        { school: 'Cornell University', degree: 'bachelor' },
      ],
    },
  },
  {
    file: 'amelie-dubois',
    lines: [
      'Amélie Dubois',
      'Paris, France',
      'amelie.dubois@example.fr',
      '+33 1 42 68 53 00',
      'Experience',
      'Data Scientist at Blue Yonder',
      'Jan 2021 - Now',
      '• Demand forecasting models in Python and PyTorch',
      'Education',
      'École Polytechnique',
      'Master in Applied Mathematics, 2020',
      'Skills',
      'Python; PyTorch; Machine learning; SQL',
    ],
    expect: {
      firstName: 'Amélie',
      lastName: 'Dubois',
      email: 'amelie.dubois@example.fr',
      phone: '+33 1 42 68 53 00',
      location: 'Paris, France',
      skills: ['Python', 'PyTorch', 'Machine learning', 'SQL'],
      experience: [
        { title: 'Data Scientist', company: 'Blue Yonder', startDate: '2021-01', endDate: null },
      ],
      education: [{ school: 'École Polytechnique', degree: 'master' }],
    },
  },
  {
    file: 'kwame-mensah',
    lines: [
      'Kwame Mensah',
      'Electrician',
      'Toronto, Canada | kwame.mensah@example.ca | 416-555-0133',
      'Work History',
      'Licensed Electrician, Bright Power Inc.',
      '05/2016 – present',
      'Apprentice Electrician, City Electric',
      '09/2012 – 04/2016',
      'Education',
      'George Brown College – Associate Diploma in Electrical Techniques, 2012',
      'Skills',
      'Electrical wiring, Blueprint reading, Troubleshooting',
    ],
    expect: {
      firstName: 'Kwame',
      lastName: 'Mensah',
      email: 'kwame.mensah@example.ca',
      phone: '+1 416 555 0133',
      location: 'Toronto, Canada',
      skills: ['Troubleshooting'],
      experience: [
        {
          title: 'Licensed Electrician',
          company: 'Bright Power Inc.',
          startDate: '2016-05',
          endDate: null,
        },
        {
          title: 'Apprentice Electrician',
          company: 'City Electric',
          startDate: '2012-09',
          endDate: '2016-04',
        },
      ],
      education: [{ school: 'George Brown College', degree: 'associate' }],
    },
  },
  {
    file: 'yuki-tanaka',
    lines: [
      'Yuki Tanaka',
      'Frontend Developer',
      'Amsterdam, Netherlands',
      'yuki.tanaka@example.nl · +31 20 794 0000',
      'github.com/yukitanaka',
      'Experience',
      'Frontend Developer — Contoso',
      'Feb 2022 – Present',
      'Web Developer — Wide World Importers',
      'Jun 2019 – Jan 2022',
      'Education',
      'University of Amsterdam, BSc in Information Science, 2019',
      'Skills',
      'React, TypeScript, CSS, Accessibility, Next.js',
    ],
    expect: {
      firstName: 'Yuki',
      lastName: 'Tanaka',
      email: 'yuki.tanaka@example.nl',
      phone: '+31 20 794 0000',
      location: 'Amsterdam, Netherlands',
      skills: ['React', 'TypeScript', 'Next.js'],
      experience: [
        { title: 'Frontend Developer', company: 'Contoso', startDate: '2022-02', endDate: null },
        {
          title: 'Web Developer',
          company: 'Wide World Importers',
          startDate: '2019-06',
          endDate: '2022-01',
        },
      ],
      education: [{ school: 'University of Amsterdam', degree: 'bachelor' }],
    },
  },
];

export const resumeText = (persona: ResumePersona) => `${persona.lines.join('\n')}\n`;

// A PDF of the lines, headings in bold, flowing onto further pages; `pages` repeats the body to
// make a longer resume for the timing budget.
export async function resumePdf(persona: ResumePersona, pages = 1): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const regular = await document.embedFont(StandardFonts.Helvetica);
  let page = document.addPage([595, 842]);
  let y = 800;
  for (let copy = 0; copy < pages; copy++) {
    const lines = copy === 0 ? persona.lines : persona.lines.slice(4);
    for (const line of lines) {
      if (y < 60) {
        page = document.addPage([595, 842]);
        y = 800;
      }
      page.drawText(line, { x: 50, y, size: 11, font: regular });
      y -= copy === 0 ? 18 : 42;
    }
  }
  return document.save();
}

const DOCX_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const DOCX_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const xmlText = (text: string) =>
  text.replace(/&/gu, '&amp;').replace(/</gu, '&lt;').replace(/>/gu, '&gt;');

// A Word document whose `word/` part comes first, as Word writes it (our type check reads it so).
export async function resumeDocx(persona: ResumePersona): Promise<Uint8Array> {
  const paragraphs = persona.lines
    .map((line) => `<w:p><w:r><w:t xml:space="preserve">${xmlText(line)}</w:t></w:r></w:p>`)
    .join('');
  const zip = new JSZip();
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paragraphs}</w:body></w:document>`,
  );
  zip.file('[Content_Types].xml', DOCX_TYPES);
  zip.file('_rels/.rels', DOCX_RELS);
  return zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
}
