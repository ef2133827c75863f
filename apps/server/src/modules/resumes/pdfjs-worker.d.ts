// pdf.js's worker for Node, loaded for its effect (it registers itself as globalThis.pdfjsWorker);
// the package ships no types for it.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';
