// @careers/forms/react: the question types, layouts and states of the form toolkit
// (docs/product/forms-toolkit.md), on react-hook-form and React Aria Components. Heavy parts
// (pdf.js, the e-sign frame's messages, the phone metadata) load on first use.
export { useDynamicForm } from './engine/use-dynamic-form';
export type { DynamicForm, DynamicFormOptions } from './engine/use-dynamic-form';
export type { FormHost, FormMode } from './engine/form-runtime';
export type { SubmitHandler } from './engine/form-shell';
export { SimpleForm } from './layouts/simple-form';
export { StepperForm } from './layouts/stepper-form';
export { HTMLForm } from './layouts/html-form';
export type { HtmlBlock } from './layouts/html-form';
export { PreboardingAdmin, duplicateQuestion, moveQuestion } from './layouts/preboarding-admin';
export { CONFIDENTIAL_TEXT } from './fields/read-only-question';
// The host's draft leaves an answer past the toolkit's ceiling out, as the server's does.
export { isTextAnswerTooLong } from '../core/text-rules';
export { FORMS_NS, loadFormsCatalog, useFormsNamespace } from './i18n/forms-namespace';
export { BREAKPOINTS } from './ui/breakpoints';
export { DataState, type DataStatus } from './ui/data-state';
export { FullScreenLoader } from './ui/full-screen-loader';
export { TooltipButton } from './ui/tooltip-button';
export { ImplementationBanner } from './ui/implementation-banner';
export { ReadMore, READ_MORE_WRAPPER_MAX_HEIGHT } from './ui/read-more';
export { Spinner } from './ui/spinner';
export { cachedGet, invalidateCachedGet, memoize, CACHE_SECONDS } from './http/cached-get';
export { toolkitFetch } from './http/toolkit-fetch';
export { EsignFrame, esignFrameUrl } from './esign/esign-frame';
export { ESIGN_FRAME_HEIGHT, ESIGN_FRAME_WIDTH } from './esign/esign-frame-size';
// Loads pdf.js itself on first use, so exporting it costs nothing until a PDF is shown.
export { PdfViewer, preloadPdfViewer } from './pdf/pdf-viewer';
