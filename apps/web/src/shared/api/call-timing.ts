// How long each call took, for whoever measures it (the analytics feature posts them to /vslog;
// docs/product/shell-and-gates.md, "Analytics"). The request layer cannot import a feature, so
// the feature listens here.
export type CallTiming = {
  // "METHOD /path" as the contract names it: ids in the path stay placeholders.
  call: string;
  // null when no answer came (the network failed).
  status: number | null;
  durationMs: number;
};

type Listener = (timing: CallTiming) => void;

const listeners = new Set<Listener>();

export function onCallTimed(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function reportCallTiming(timing: CallTiming): void {
  for (const listener of listeners) listener(timing);
}
