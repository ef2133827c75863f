/** The tick inside a checked box (choices, the date range's "currently" box). */
export function CheckMark() {
  return (
    <svg
      viewBox="0 0 18 18"
      aria-hidden="true"
      className="size-3.5 fill-none stroke-current stroke-[3]"
    >
      <polyline points="3 9 7 13 15 4" />
    </svg>
  );
}
