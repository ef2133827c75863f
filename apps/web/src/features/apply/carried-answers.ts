import type { FormValues } from '@careers/forms/core';

// Applying to the job cart's positions one after another, the answers of the last application
// (contact, resume, experience, …) open the next one; its own draft still wins.
const KEY = 'careers:apply-carried-answers';

export function carryAnswers(valuesJson: string): void {
  try {
    sessionStorage.setItem(KEY, valuesJson);
  } catch {
    // Storage full or refused: the next form simply starts from the profile.
  }
}

export function carriedAnswers(): FormValues {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '{}');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as FormValues)
      : {};
  } catch {
    return {};
  }
}
