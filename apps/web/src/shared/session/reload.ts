// Boot data only changes with a new page (decision 001 §3), so state changes end in a reload.
export function reloadPage(): void {
  window.location.reload();
}

export function goTo(url: string): void {
  window.location.assign(url);
}
