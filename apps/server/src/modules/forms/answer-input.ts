import { AppError } from '../../shared/app-error';
import { findInputProblem } from '../../shared/input-guard';

// Answers arrive as JSON text (form-documents.ts), past the guard every other input meets at
// the contract layer: the same limits apply to them here (too deep is a 400, bad text a 422).
export function findInputProblemOrThrow(values: Record<string, unknown>): void {
  const problem = findInputProblem(values);
  if (problem?.kind === 'too_deep')
    throw new AppError('bad_request', 'The answers could not be read.');
  if (problem?.kind === 'bad_text') {
    throw new AppError('validation_failed', 'Some fields are not valid.', {
      fieldErrors: { [problem.path || 'values_json']: 'Contains characters that are not allowed.' },
    });
  }
}
