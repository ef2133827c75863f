import { CsvError, parse } from 'csv-parse/sync';
import type { FieldPath } from './position-draft';
import { positionCsvToDraft, type PositionCsvCells } from './position-csv-draft';
import {
  POSITION_CSV_COLUMNS,
  REQUIRED_POSITION_CSV_COLUMNS,
  type PositionCsvColumn,
} from './position-csv-header';
import type {
  PositionFileFormat,
  PositionFileItem,
  PositionFileReading,
} from './position-file-format';

const isColumn = (name: string): name is PositionCsvColumn =>
  (POSITION_CSV_COLUMNS as readonly string[]).includes(name);

const countLineBreaks = (text: string): number => text.split('\n').length - 1;

function readHeader(names: string[]): PositionCsvColumn[] | string {
  const header = names.map((name) => name.trim().toLowerCase());
  const unknown = header.filter((name) => !isColumn(name));
  if (unknown.length > 0) {
    return `Unknown columns: ${unknown.join(', ')}. The columns are: ${POSITION_CSV_COLUMNS.join(', ')}`;
  }
  const repeated = header.filter((name, index) => header.indexOf(name) !== index);
  if (repeated.length > 0) return `Columns named twice: ${[...new Set(repeated)].join(', ')}`;
  const missing = REQUIRED_POSITION_CSV_COLUMNS.filter((name) => !header.includes(name));
  if (missing.length > 0) return `Missing columns: ${missing.join(', ')}`;
  return header.filter(isColumn);
}

function readPositionCsv(text: string): PositionFileReading<PositionCsvCells> {
  // One kind of line break, so csv-parse's line count is the editor's.
  const normalised = text.replace(/\r\n?/g, '\n');
  const records: { cells: string[]; line: number }[] = [];
  try {
    parse(normalised, {
      relax_column_count: true,
      skip_empty_lines: true,
      on_record: (cells, context) => {
        // context.lines is where the record ends; the line breaks inside quoted cells go back.
        const line = context.lines - cells.reduce((sum, cell) => sum + countLineBreaks(cell), 0);
        records.push({ cells, line });
        return null;
      },
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === 'number' ? error.lines : 0;
    return { kind: 'unreadable', line, message: `Not valid CSV: ${error.message}` };
  }
  const [headerRecord, ...rows] = records.filter(({ cells }) => cells.some((cell) => cell.trim()));
  if (headerRecord === undefined)
    return { kind: 'unreadable', line: 0, message: 'The file is empty' };
  const header = readHeader(headerRecord.cells);
  if (typeof header === 'string') return { kind: 'unreadable', line: 1, message: header };
  if (rows.length === 0) {
    return { kind: 'unreadable', line: 0, message: 'The file has a header but no positions' };
  }
  const items = rows.map(({ cells, line }): PositionFileItem<PositionCsvCells> => {
    const size = cells.reduce((sum, cell) => sum + cell.length + 1, 0);
    if (cells.length !== header.length) {
      const problem = `has ${cells.length} fields; the header has ${header.length}`;
      return { line, size, value: {}, problem };
    }
    const value = Object.fromEntries(header.map((column, index) => [column, cells[index]]));
    return { line, size, value };
  });
  return { kind: 'read', items };
}

const FIELD_NAMES: Record<string, string> = {
  externalId: 'identifier',
  employmentType: 'employment_type',
  workLocationOption: 'work_location_option',
  locations: 'city',
  remoteCountries: 'remote_countries',
  descriptionHtml: 'description_html',
  postedAt: 'date_posted',
  validThrough: 'valid_through',
  isPrivate: 'private',
};
const PLACE_COLUMNS: Record<string, string> = {
  city: 'city',
  region: 'region',
  countryCode: 'country',
  lat: 'latitude',
  lng: 'longitude',
};

// Column names; a place's own cell gets its number when a row has several ("latitude #2").
function namePositionCsvField(path: FieldPath, placeCount: number): string {
  const [field, index, part] = path;
  if (typeof field !== 'string') return 'row';
  if (field === 'salary' && typeof index === 'string') return `salary_${index}`;
  if (field !== 'locations' || index === undefined) return FIELD_NAMES[field] ?? field;
  const column = PLACE_COLUMNS[String(part)] ?? 'city';
  return typeof index === 'number' && placeCount > 1 ? `${column} #${index + 1}` : column;
}

export const positionCsvFormat: PositionFileFormat<PositionCsvCells> = {
  name: 'csv',
  read: readPositionCsv,
  toDraft: positionCsvToDraft,
  nameField: namePositionCsvField,
};
