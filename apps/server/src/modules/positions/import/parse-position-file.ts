import { basename, extname } from 'node:path';
import type { ValidPositionInput } from '../position-input';
import { jobPostingFormat } from './job-posting-file';
import { completePosition, type GeocodeCity } from './position-draft';
import { positionCsvFormat } from './position-csv-file';
import type { PositionFileFormat, PositionFileFormatName } from './position-file-format';

// The employer's position import files, read into PositionInput without touching the database.
// The caller (`careers positions import`) checks the file's size before reading it.
const POSITION_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const POSITION_ROW_MAX_CHARS = 100_000;

export type ParsePositionFileDeps = { geocodeCity: GeocodeCity; now: Date };
type PositionFileRow = { line: number; input: ValidPositionInput };
// `line` 0 is the file as a whole; see describePositionFileLine.
type PositionFileError = { line: number; message: string };
export type PositionFileResult = {
  format: PositionFileFormatName | null;
  rows: PositionFileRow[];
  errors: PositionFileError[];
};

// How to point at an error: CSV rows by the line they start on (the header is line 1), JSON
// postings by their 1-based place in the array ("item 3"), since a JSON file's lines say little.
export function describePositionFileLine(format: PositionFileFormatName | null, line: number) {
  if (line === 0 || format === null) return 'file';
  return format === 'csv' ? `line ${line}` : `item ${line}`;
}

function detectFormat(text: string, fileName: string): PositionFileFormatName | null {
  const extension = extname(fileName).toLowerCase();
  if (extension === '.json' || extension === '.jsonld') return 'json';
  if (extension === '.csv') return 'csv';
  const start = text.trimStart();
  if (start.startsWith('[') || start.startsWith('{')) return 'json';
  const [firstLine = ''] = start.split('\n', 1);
  const names = firstLine.split(',').map((name) => name.trim().toLowerCase());
  return names.includes('title') ? 'csv' : null;
}

function parseItems<Value>(
  format: PositionFileFormat<Value>,
  text: string,
  deps: ParsePositionFileDeps,
): PositionFileResult {
  const reading = format.read(text);
  if (reading.kind === 'unreadable') {
    return {
      format: format.name,
      rows: [],
      errors: [{ line: reading.line, message: reading.message }],
    };
  }
  const rows: PositionFileRow[] = [];
  const errors: PositionFileError[] = [];
  const lineOfIdentifier = new Map<string, number>();
  for (const { line, size, value, problem } of reading.items) {
    if (size > POSITION_ROW_MAX_CHARS) {
      errors.push({ line, message: `Longer than ${POSITION_ROW_MAX_CHARS} characters` });
      continue;
    }
    if (problem !== undefined) {
      errors.push({ line, message: problem });
      continue;
    }
    const draft = format.toDraft(value, deps.now);
    const completed = completePosition(draft, deps.geocodeCity, format.nameField);
    const { externalId } = draft.fields;
    const identifier = typeof externalId === 'string' ? externalId.trim() : '';
    const firstLine = lineOfIdentifier.get(identifier);
    if (firstLine !== undefined) {
      const where = describePositionFileLine(format.name, firstLine);
      errors.push({ line, message: `Duplicate identifier "${identifier}": also on ${where}` });
    } else if (identifier !== '') {
      lineOfIdentifier.set(identifier, line);
    }
    if (completed.kind === 'invalid') {
      errors.push(...completed.messages.map((message) => ({ line, message })));
    } else if (firstLine === undefined) {
      rows.push({ line, input: completed.input });
    }
  }
  return { format: format.name, rows, errors };
}

export function parsePositionFile(
  text: string,
  fileName: string,
  deps: ParsePositionFileDeps,
): PositionFileResult {
  const content = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const fail = (message: string): PositionFileResult => ({
    format: null,
    rows: [],
    errors: [{ line: 0, message }],
  });
  if (content.trim() === '') return fail('The file is empty');
  if (content.length > POSITION_FILE_MAX_BYTES) return fail('The file is larger than 50 MB');
  const format = detectFormat(content, fileName);
  if (format === null) {
    return fail(
      `${basename(fileName)} is neither JSON (.json, .jsonld) nor CSV (.csv) with a header row`,
    );
  }
  return format === 'json'
    ? parseItems(jobPostingFormat, content, deps)
    : parseItems(positionCsvFormat, content, deps);
}
