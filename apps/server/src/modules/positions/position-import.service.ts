import type { Database } from '../../db/database';
import { AppError } from '../../shared/app-error';
import { geocodeCity } from '../geo/geo.public';
import { parsePositionFile, type PositionFileResult } from './import/parse-position-file';
import { requireGroupId, savePositions, type ChangeOptions } from './positions.service';

export type ImportReport = {
  format: PositionFileResult['format'];
  imported: number;
  skipped: number;
  errors: { line: number; message: string }[];
};

// A file of schema.org JobPostings or CSV rows. Idempotent by identifier; a file with bad rows
// changes nothing unless `skipInvalid`, and then only its good rows are written. All written rows
// go in one transaction.
export async function importPositions(
  db: Database,
  domain: string,
  file: { text: string; name: string },
  options: ChangeOptions & { skipInvalid: boolean; now: Date },
): Promise<ImportReport> {
  const groupId = await requireGroupId(db, domain);
  const parsed = parsePositionFile(file.text, file.name, {
    now: options.now,
    geocodeCity,
  });
  if (parsed.errors.length > 0 && !options.skipInvalid) {
    return {
      format: parsed.format,
      imported: 0,
      skipped: parsed.errors.length,
      errors: parsed.errors,
    };
  }
  if (parsed.rows.length === 0 && parsed.errors.length === 0) {
    throw new AppError('validation_failed', 'The file holds no positions.');
  }
  const ids = await savePositions(
    db,
    groupId,
    parsed.rows.map((row) => row.input),
    options,
  );
  return {
    format: parsed.format,
    imported: ids.length,
    skipped: parsed.errors.length,
    errors: parsed.errors,
  };
}
