// Counts which components render, through the hook React DOM reports its commits to (the one
// React DevTools installs, which production builds call too). Import it before `react-dom`:
// React DOM looks for the hook once, when it is loaded.

type Fiber = {
  tag: number;
  type: unknown;
  flags: number;
  child: Fiber | null;
  sibling: Fiber | null;
  alternate: Fiber | null;
};

// React's work tags of the components that run user code, and the flag set on a fiber whose
// component ran in the render being committed.
const COMPONENT_TAGS = new Set([
  0, // FunctionComponent
  1, // ClassComponent
  11, // ForwardRef
  14, // MemoComponent
  15, // SimpleMemoComponent (memo of a function: `type` is the function)
]);
const PERFORMED_WORK = 1;

type NamedType = { name?: string; displayName?: string; render?: NamedType; type?: NamedType };

function nameOf(type: unknown): string {
  if (typeof type !== 'function' && (typeof type !== 'object' || type === null)) return '?';
  const named = type as NamedType;
  if (named.displayName) return named.displayName;
  if (typeof type === 'function') return named.name || '(anonymous)';
  return named.render ? nameOf(named.render) : named.type ? nameOf(named.type) : '?';
}

let counts: Map<string, number> | undefined;
let commits = 0;

// As DevTools does: a subtree whose child list is the previous commit's was not rendered, so it
// is skipped (its fibers still carry the flags of the render that last touched them).
function visit(fiber: Fiber, into: Map<string, number>): void {
  if (COMPONENT_TAGS.has(fiber.tag) && (fiber.flags & PERFORMED_WORK) !== 0) {
    const name = nameOf(fiber.type);
    into.set(name, (into.get(name) ?? 0) + 1);
  }
  if (fiber.alternate !== null && fiber.alternate.child === fiber.child) return;
  for (let child = fiber.child; child !== null; child = child.sibling) visit(child, into);
}

let renderers = 0;
const hook = {
  supportsFiber: true,
  isDisabled: false,
  renderers: new Map<number, unknown>(),
  inject(renderer: unknown): number {
    renderers += 1;
    hook.renderers.set(renderers, renderer);
    return renderers;
  },
  onCommitFiberRoot(_rendererId: number, root: { current: Fiber }): void {
    if (!counts) return;
    commits += 1;
    visit(root.current, counts);
  },
  onCommitFiberUnmount(): void {},
  onPostCommitFiberRoot(): void {},
  checkDCE(): void {},
};
(globalThis as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = hook;

export type RenderCount = { commits: number; byComponent: Map<string, number> };

/** Whether React DOM found the hook (it must be loaded after this module). */
export function isRenderCounterInjected(): boolean {
  return hook.renderers.size > 0;
}

/** The components that rendered in the commits `work` causes (synchronous or awaited). */
export async function countRenders(work: () => unknown): Promise<RenderCount> {
  counts = new Map();
  commits = 0;
  try {
    await work();
    return { commits, byComponent: counts };
  } finally {
    counts = undefined;
  }
}
