import type { NameField, PositionDraft } from './position-draft';

export type PositionFileFormatName = 'json' | 'csv';

// `line`: where the posting starts in a CSV file (the header is line 1), or its 1-based place in
// a JSON array. `size`: its length in characters, for the row limit. `problem`: why it cannot be
// read at all (a CSV row with the wrong number of fields).
export type PositionFileItem<Value> = {
  line: number;
  size: number;
  value: Value;
  problem?: string;
};

export type PositionFileReading<Value> =
  | { kind: 'read'; items: PositionFileItem<Value>[] }
  | { kind: 'unreadable'; line: number; message: string };

export type PositionFileFormat<Value> = {
  name: PositionFileFormatName;
  read: (text: string) => PositionFileReading<Value>;
  toDraft: (value: Value, now: Date) => PositionDraft;
  nameField: NameField;
};
