import { ParseSpeeds, PDFDocument, type SaveOptions } from 'pdf-lib';

// pdf-lib yields to the event loop every few objects with setTimeout (≥ 1 ms each), which made
// a ten-page letter's pipeline mostly waiting; 1500 objects per yield still lets a large upload
// share the loop with requests (the budget is 300 ms to stamp, audit and seal).
const OBJECTS_PER_TICK = 1500;

export async function loadPdf(bytes: Uint8Array): Promise<PDFDocument> {
  // The original's metadata (producer, dates) is part of what was signed: leave it alone. pdf-lib
  // cannot decrypt, and its own error is an ES5 subclass that `instanceof` does not recognise.
  const doc = await PDFDocument.load(bytes, {
    updateMetadata: false,
    parseSpeed: ParseSpeeds.Fast,
    ignoreEncryption: true,
  });
  if (doc.isEncrypted) throw new Error('The document is encrypted.');
  return doc;
}

type SaveChoices = Pick<SaveOptions, 'useObjectStreams' | 'updateFieldAppearances'>;

export function savePdf(doc: PDFDocument, options: SaveChoices = {}): Promise<Uint8Array> {
  return doc.save({ objectsPerTick: OBJECTS_PER_TICK, ...options });
}

// For documents we only add to: redrawing an employer's other fields would change what they
// show, and throws on a value the standard fonts cannot write.
export function saveAddition(doc: PDFDocument, options: SaveChoices = {}): Promise<Uint8Array> {
  return savePdf(doc, { updateFieldAppearances: false, ...options });
}
