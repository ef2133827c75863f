// Phone under 600 px, tablet 600–1023, desktop 1024 and up, large desktop 1180, extra large 1600.
// Classes use the same numbers as arbitrary variants (min-[1024px]:…).
export const BREAKPOINTS = { tablet: 600, desktop: 1024, large: 1180, extraLarge: 1600 } as const;
