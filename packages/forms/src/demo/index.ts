// @careers/forms/demo: the demo form with every question type (the forms showcase and
// the forms center). Plain data, no React: the server seeds it and the web showcase renders it.
export { ALL_QUESTION_TYPES } from './all-question-types';
