// The only freshness a query may have (docs/product/shell-and-gates.md, "Cache freshness"):
// every `staleTime` in the app is one of these, and stale-times.test.ts refuses any other value.
export const STALE_TIME = {
  tenSeconds: 10_000,
  thirtySeconds: 30_000,
  twoMinutes: 2 * 60_000,
  fiveMinutes: 5 * 60_000,
  tenMinutes: 10 * 60_000,
  oneHour: 60 * 60_000,
  twelveHours: 12 * 60 * 60_000,
  oneDay: 24 * 60 * 60_000,
  infinite: Infinity,
} as const;
