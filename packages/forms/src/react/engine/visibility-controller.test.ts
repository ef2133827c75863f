import { describe, expect, it, vi } from 'vitest';
import type { FormValues, QuestionItem } from '../../core/types';
import { VISIBILITY_DEBOUNCE_MS, VisibilityController } from './visibility-controller';

const country: QuestionItem = { name: 'country', type: 'text' };
const state: QuestionItem = {
  name: 'state',
  type: 'text',
  dependencies: ['country'],
  visibleWhen: { op: 'equals', field: 'country', value: 'US' },
};

describe('VisibilityController', () => {
  it('starts from the initial values and re-evaluates 50 ms after the last change', () => {
    vi.useFakeTimers();
    let values: FormValues = { country: 'US' };
    const controller = new VisibilityController([country, state], values, () => values);
    expect(controller.isVisible('state')).toBe(true);
    const listener = vi.fn();
    controller.subscribe('state', listener);

    values = { country: 'CA' };
    controller.valueChanged('country');
    vi.advanceTimersByTime(VISIBILITY_DEBOUNCE_MS - 1);
    expect(controller.isVisible('state')).toBe(true);
    values = { country: 'DE' };
    controller.valueChanged('country');
    vi.advanceTimersByTime(VISIBILITY_DEBOUNCE_MS - 1);
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(controller.isVisible('state')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('ignores changes to fields nothing depends on and tells only flipped questions', () => {
    let values: FormValues = { country: 'US' };
    const other: QuestionItem = {
      name: 'other',
      type: 'text',
      dependencies: ['country'],
      visibleFn: () => true,
    };
    const changed = vi.fn();
    const controller = new VisibilityController(
      [country, state, other],
      values,
      () => values,
      changed,
    );
    const stateListener = vi.fn();
    const otherListener = vi.fn();
    controller.subscribe('state', stateListener);
    controller.subscribe('other', otherListener);

    controller.valueChanged('unrelated');
    controller.flush();
    expect(changed).not.toHaveBeenCalled();

    values = { country: 'FR' };
    controller.valueChanged('country');
    controller.flush();
    expect(stateListener).toHaveBeenCalledTimes(1);
    expect(otherListener).not.toHaveBeenCalled();
    // Visible questions whose dependencies changed re-validate.
    expect(changed).toHaveBeenCalledWith(['other']);
  });

  it('treats a hidden question’s value as absent for the questions that depend on it', () => {
    let values: FormValues = { country: 'US', state: 'CA' };
    const city: QuestionItem = {
      name: 'city',
      type: 'text',
      dependencies: ['state'],
      visibleWhen: { op: 'notEmpty', field: 'state' },
    };
    const controller = new VisibilityController([country, state, city], values, () => values);
    expect(controller.isVisible('city')).toBe(true);
    values = { country: 'FR', state: 'CA' };
    controller.valueChanged('country');
    controller.flush();
    expect(controller.isVisible('state')).toBe(false);
    expect(controller.isVisible('city')).toBe(false);

    const atStart = new VisibilityController([country, state, city], values, () => values);
    expect(atStart.isVisible('city')).toBe(false);
  });
});
