import { PDFName, type PDFDocument, type PDFField, type PDFPage } from 'pdf-lib';

export type Box = { x: number; y: number; width: number; height: number };
export type FieldPlace = { page: PDFPage; box: Box };

function findField(doc: PDFDocument, name: string): PDFField | undefined {
  const acroForm = doc.catalog.getAcroForm();
  if (!acroForm) return undefined;
  // XFA would make XFA-aware readers show the form's own data instead of our stamp; pdf-lib's
  // getForm drops it too, with a console warning we do not want in the server's log.
  acroForm.dict.delete(PDFName.of('XFA'));
  // An employer's form may nest it ("Page1.signature"); the last part of the name is what counts.
  return doc
    .getForm()
    .getFields()
    .find((field) => field.getName() === name || field.getName().endsWith(`.${name}`));
}

// Removes the field named `name` (any type) from the form and from its pages, and says where its
// first widget was. pdf-lib's removeField leaves separate widgets behind in the pages' Annots.
export function takeFormField(doc: PDFDocument, name: string): FieldPlace | null {
  const field = findField(doc, name);
  if (!field) return null;
  const pages = doc.getPages();
  let place: FieldPlace | null = null;
  for (const widget of field.acroField.getWidgets()) {
    const ref = doc.context.getObjectRef(widget.dict);
    const pageRef = widget.P();
    const page =
      pages.find((candidate) => candidate.ref === pageRef) ??
      (ref ? doc.findPageForAnnotationRef(ref) : undefined);
    if (page && ref) page.node.removeAnnot(ref);
    if (page && !place) {
      const { x, y, width, height } = widget.getRectangle();
      place = {
        page,
        box: {
          x: Math.min(x, x + width),
          y: Math.min(y, y + height),
          width: Math.abs(width),
          height: Math.abs(height),
        },
      };
    }
    if (ref) doc.context.delete(ref);
  }
  for (const page of pages) page.node.removeAnnot(field.ref);
  doc.getForm().acroForm.removeField(field.acroField);
  doc.context.delete(field.ref);
  return place;
}
