import { textDirection, type Profile } from '@careers/contracts';
import { PDFDocument, rgb, type RGB } from 'pdf-lib';
import { savePdf } from '../pdf/pdf.public';
import {
  resumeModel,
  type ResumeEntry,
  type ResumeModel,
  type ResumeSection,
} from './resume-pdf-model';
import type { ResumeText } from './resume-pdf-text';
import { CONTENT_WIDTH, ResumeWriter, type TextStyle } from './resume-pdf-writer';

// The candidate's profile as a one- or two-page A4 resume: the name large, the headline, a
// contact line, then the sections with an accent rule under each heading.

export type ResumePdfOptions = {
  text: ResumeText;
  // The site's primary colour (#rrggbb); too light a colour for text on white is not used.
  accentColor: string | null;
  creator: string;
  now: Date;
};

const INK = rgb(0.11, 0.13, 0.17);
const MUTED = rgb(0.36, 0.39, 0.45);
const DARK_BLUE = rgb(0.12, 0.26, 0.44);

// WCAG relative luminance; above this, headings in the colour are hard to read on white.
const MAX_ACCENT_LUMINANCE = 0.45;

function accentOf(hex: string | null): RGB {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  if (!match) return DARK_BLUE;
  const [red, green, blue] = match.slice(1).map((part) => parseInt(part, 16) / 255) as [
    number,
    number,
    number,
  ];
  const linear = (value: number) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  const luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  return luminance > MAX_ACCENT_LUMINANCE ? DARK_BLUE : rgb(red, green, blue);
}

function styles(accent: RGB) {
  return {
    name: { weight: 'bold', size: 22, color: INK, leading: 27 },
    headline: { weight: 'regular', size: 12, color: accent, leading: 17 },
    contact: { weight: 'regular', size: 9, color: MUTED, leading: 13 },
    heading: { weight: 'bold', size: 11.5, color: accent, leading: 15 },
    title: { weight: 'bold', size: 10.5, color: INK, leading: 14 },
    aside: { weight: 'regular', size: 9, color: MUTED, leading: 14 },
    subtitle: { weight: 'regular', size: 9.5, color: MUTED, leading: 13 },
    body: { weight: 'regular', size: 9.5, color: INK, leading: 13.5 },
    label: { weight: 'bold', size: 9.5, color: INK, leading: 14 },
    pageNumber: { weight: 'regular', size: 8, color: MUTED },
  } satisfies Record<string, TextStyle>;
}
type Styles = ReturnType<typeof styles>;

// The candidate's prose takes its direction from its first letter (as dir="auto") and keeps
// its line breaks as paragraphs.
const paragraphs = (text: string) => text.split(/\n+/).filter((part) => part.trim() !== '');

function drawHeader(writer: ResumeWriter, model: ResumeModel, style: Styles, accent: RGB) {
  writer.paragraph(model.name, style.name, { base: 'auto' });
  if (model.headline !== '') writer.paragraph(model.headline, style.headline, { base: 'auto' });
  writer.gap(2);
  if (model.contact !== '') writer.paragraph(model.contact, style.contact);
  writer.gap(6);
  writer.rule(accent, 1.5);
}

function drawEntry(writer: ResumeWriter, entry: ResumeEntry, style: Styles) {
  const [aside = ''] = writer.wrap(entry.aside, style.aside, CONTENT_WIDTH);
  const asideWidth = aside === '' ? 0 : writer.width(aside, style.aside) + 12;
  const titles = writer.wrap(entry.title, style.title, CONTENT_WIDTH - asideWidth, 'auto');
  // A title does not end a page: it keeps a line of what follows it.
  writer.ensureSpace(style.title.leading * titles.length + style.body.leading);
  titles.forEach((line, index) => {
    writer.drawLine(line, style.title, { base: 'auto' });
    if (index === 0 && aside !== '') {
      writer.drawLine(aside, style.aside, { edge: 'end', baselineOf: style.title });
    }
    writer.advance(style.title);
  });
  if (entry.subtitle !== '') writer.paragraph(entry.subtitle, style.subtitle);
  for (const text of paragraphs(entry.body)) {
    writer.gap(2);
    writer.paragraph(text, style.body, { base: 'auto' });
  }
}

// Label and value side by side (a language and how well), the labels in one column.
function drawPairs(writer: ResumeWriter, pairs: [string, string][], style: Styles) {
  const widest = Math.max(...pairs.map(([label]) => writer.width(label, style.label, 'auto')));
  const column = Math.min(widest + 16, CONTENT_WIDTH / 2);
  for (const [label, value] of pairs) {
    const labels = writer.wrap(label, style.label, column - 16, 'auto');
    const values = writer.wrap(value, style.body, CONTENT_WIDTH - column);
    const rows = Math.max(labels.length, values.length);
    writer.ensureSpace(rows * style.label.leading);
    for (let row = 0; row < rows; row++) {
      const labelLine = labels[row];
      const valueLine = values[row];
      if (labelLine) writer.drawLine(labelLine, style.label, { base: 'auto' });
      if (valueLine) {
        writer.drawLine(valueLine, style.body, { inset: column, baselineOf: style.label });
      }
      writer.advance(style.label);
    }
  }
}

function drawSection(writer: ResumeWriter, section: ResumeSection, style: Styles, accent: RGB) {
  writer.gap(14);
  // A heading does not end a page: it keeps a few lines of its section.
  writer.ensureSpace(style.heading.leading + 3 * style.body.leading);
  writer.paragraph(section.heading, style.heading);
  writer.gap(1);
  writer.rule(accent, 0.6);
  writer.gap(7);
  if (section.kind === 'text') {
    for (const text of paragraphs(section.text)) {
      writer.paragraph(text, style.body, { base: 'auto' });
    }
  } else if (section.kind === 'list') {
    writer.paragraph(section.text, style.body);
  } else if (section.kind === 'pairs') {
    drawPairs(writer, section.pairs, style);
  } else {
    section.entries.forEach((entry, index) => {
      if (index > 0) writer.gap(7);
      drawEntry(writer, entry, style);
    });
  }
}

export async function renderResumePdf(
  profile: Profile,
  options: ResumePdfOptions,
): Promise<Uint8Array> {
  const { text } = options;
  const model = resumeModel(profile, text);
  const accent = accentOf(options.accentColor);
  const style = styles(accent);
  const doc = await PDFDocument.create();
  const writer = await ResumeWriter.start(doc, {
    language: text.language,
    direction: textDirection(text.language),
  });
  drawHeader(writer, model, style, accent);
  for (const section of model.sections) drawSection(writer, section, style, accent);
  await writer.finish(style.pageNumber);

  doc.setTitle(`${text.resume} - ${model.name}`, { showInWindowTitleBar: true });
  doc.setAuthor(model.name);
  if (model.headline !== '') doc.setSubject(model.headline);
  if (profile.skills.length > 0) doc.setKeywords(profile.skills);
  doc.setCreator(options.creator);
  doc.setLanguage(text.language);
  doc.setCreationDate(options.now);
  doc.setModificationDate(options.now);
  return savePdf(doc);
}
