import type { FormDefinition, FormErrors, FormValues } from '@careers/forms/core';
import { parseFormDocument } from './answers-payload';

const NO_QUESTIONS: FormDefinition = { sections: [] };

/** The definition the server sent as JSON text; nothing to ask if it cannot be read. */
export function parseDefinition(text: string): FormDefinition {
  const definition = parseFormDocument<FormDefinition>(text, NO_QUESTIONS);
  return Array.isArray(definition.sections) ? definition : NO_QUESTIONS;
}

function questionNames(definition: FormDefinition): Set<string> {
  return new Set(
    definition.sections.flatMap((section) =>
      Array.isArray(section.items) ? section.items.map((item) => item.name) : [],
    ),
  );
}

/**
 * A draft keeps the answers to the form's questions only: the server refuses a name it does not
 * know, and a draft is saved without the checks a submission gets.
 */
export function draftValues(definition: FormDefinition, values: FormValues): FormValues {
  const names = questionNames(definition);
  return Object.fromEntries(Object.entries(values).filter(([name]) => names.has(name)));
}

/**
 * The errors of a 422 that name questions of this form (`experience.0.startDate` names
 * `experience`), for the toolkit to show and focus; null when none does, so the page shows
 * the message instead.
 */
export function questionErrors(definition: FormDefinition, errors: FormErrors): FormErrors | null {
  const names = questionNames(definition);
  const known = Object.entries(errors).filter(([name]) => names.has(name.split('.')[0] ?? name));
  return known.length > 0 ? Object.fromEntries(known) : null;
}
