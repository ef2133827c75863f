// Content-Disposition for a download: ASCII for the plain filename, the whole name in filename*
// (RFC 6266). `inline` asks the browser to show the file (a preview) rather than save it.
export function attachmentHeader(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
