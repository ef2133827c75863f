// For text placed into HTML we write ourselves (page head, mail, the dev mailbox).
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
