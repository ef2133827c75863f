import type { FormValues, QuestionItem } from '../../core/types';
import { isItemVisible } from '../../core/visibility';

// Spec 3 §4 and §9: dependent visibility is re-evaluated 50 ms after the last change.
export const VISIBILITY_DEBOUNCE_MS = 50;

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
    /** Visible questions whose dependencies changed: they re-validate (spec 3 §4). */
    private readonly onDependenciesChanged: (names: string[]) => void = () => undefined,
    /** Questions just hidden: their errors go (spec 3 §4: a hidden field is not validated). */
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
    const values = this.readValues();
    const flipped: string[] = [];
    const affected = new Set<string>();
    for (const dependency of this.changed) {
      for (const item of this.dependents.get(dependency) ?? []) {
        const next = isItemVisible(item, values);
        if (next !== this.visible.get(item.name)) {
          this.visible.set(item.name, next);
          flipped.push(item.name);
        }
        if (next) affected.add(item.name);
      }
    }
    this.changed.clear();
    for (const name of flipped)
      this.listeners.get(name)?.forEach((listener) => {
        listener();
      });
    if (affected.size > 0) this.onDependenciesChanged([...affected]);
    const hidden = flipped.filter((name) => this.visible.get(name) === false);
    if (hidden.length > 0) this.onHidden(hidden);
  };

  dispose(): void {
    clearTimeout(this.timer);
  }
}
