import type { FormValues, QuestionItem } from '../../core/types';
import { isItemVisible } from '../../core/visibility';

// Dependent visibility is re-evaluated 50 ms after the last change.
export const VISIBILITY_DEBOUNCE_MS = 50;
// A chain of questions each hiding the next settles in as many rounds; a cycle stops here.
const MAX_CASCADE = 32;

type Listener = () => void;

/**
 * Which questions are visible, kept outside React so a keystroke costs one map lookup and one
 * timer: 50 ms later only the questions that depend on what changed are evaluated, and only
 * those whose visibility flipped are told (and re-render).
 */
export class VisibilityController {
  private readonly visible = new Map<string, boolean>();
  private readonly dependents = new Map<string, QuestionItem[]>();
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly changed = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    items: readonly QuestionItem[],
    initialValues: FormValues,
    private readonly readValues: () => FormValues,
    /** Visible questions whose dependencies changed: they re-validate. */
    private readonly onDependenciesChanged: (names: string[]) => void = () => undefined,
    /** Questions just hidden: their errors go (a hidden field is not validated). */
    private readonly onHidden: (names: string[]) => void = () => undefined,
  ) {
    for (const item of items) {
      this.visible.set(item.name, isItemVisible(item, initialValues));
      for (const dependency of item.dependencies ?? []) {
        const list = this.dependents.get(dependency);
        if (list) list.push(item);
        else this.dependents.set(dependency, [item]);
      }
    }
    // A question that depends on one hidden from the start sees that one's value as absent.
    const hiddenAtStart = [...this.visible].filter(([, visible]) => !visible).map(([name]) => name);
    this.evaluate(new Set(hiddenAtStart), new Set());
  }

  /** The names whose change can show or hide another question. */
  get dependencyNames(): string[] {
    return [...this.dependents.keys()];
  }

  isVisible = (name: string): boolean => this.visible.get(name) ?? true;

  subscribe(name: string, listener: Listener): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener);
    return () => set.delete(listener);
  }

  /** A value changed; `name` may be a nested path (a dynamic list's row field). */
  valueChanged(name: string | undefined): void {
    const root = name?.split('.')[0];
    if (root !== undefined && !this.dependents.has(root)) return;
    if (root === undefined) for (const key of this.dependents.keys()) this.changed.add(key);
    else this.changed.add(root);
    clearTimeout(this.timer);
    this.timer = setTimeout(this.flush, VISIBILITY_DEBOUNCE_MS);
  }

  /** Evaluates now what is waiting for the debounce (tests and benchmarks). */
  flush = (): void => {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.changed.size === 0) return;
    const affected = new Set<string>();
    const flipped = this.evaluate(new Set(this.changed), affected);
    this.changed.clear();
    for (const name of flipped)
      this.listeners.get(name)?.forEach((listener) => {
        listener();
      });
    if (affected.size > 0) this.onDependenciesChanged([...affected]);
    const hidden = flipped.filter((name) => this.visible.get(name) === false);
    if (hidden.length > 0) this.onHidden(hidden);
  };

  /**
   * Re-evaluates the dependents of what changed, then of what that showed or hid: a hidden
   * question's value counts as absent for the questions that depend on it (hidden fields are
   * unregistered). Answers the questions whose visibility flipped.
   */
  private evaluate(queue: Set<string>, affected: Set<string>): string[] {
    const flipped: string[] = [];
    for (let round = 0; queue.size > 0 && round < MAX_CASCADE; round += 1) {
      const values = this.shownValues(this.readValues());
      const next = new Set<string>();
      for (const dependency of queue) {
        for (const item of this.dependents.get(dependency) ?? []) {
          const visible = isItemVisible(item, values);
          if (visible !== this.visible.get(item.name)) {
            this.visible.set(item.name, visible);
            flipped.push(item.name);
            if (this.dependents.has(item.name)) next.add(item.name);
          }
          if (visible) affected.add(item.name);
        }
      }
      queue = next;
    }
    return flipped;
  }

  /** The values with those of hidden questions left out. */
  private shownValues(values: FormValues): FormValues {
    let shown: FormValues | undefined;
    for (const [name, visible] of this.visible) {
      if (!visible && Object.hasOwn(values, name)) {
        shown ??= { ...values };
        shown[name] = undefined;
      }
    }
    return shown ?? values;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
