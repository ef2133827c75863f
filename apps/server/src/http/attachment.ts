import type { FastifyReply } from 'fastify';

// Content-Disposition for a download: ASCII for the plain filename, the whole name in filename*
// (RFC 6266). `inline` asks the browser to show the file (a preview) rather than save it.
function attachmentHeader(
  fileName: string,
  disposition: 'attachment' | 'inline' = 'attachment',
): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

type FileReply = {
  contentType: string;
  // The name the browser saves it under (Content-Disposition). Left out for a file a page only
  // shows, such as a profile photo.
  fileName?: string;
  disposition?: 'attachment' | 'inline';
  // A candidate's own file: kept by no cache unless the route says otherwise.
  cacheControl?: string;
  // Hex SHA-256 of the body, sent as a Digest header so a download can be checked.
  sha256?: string;
};

// A file opened on its own address runs nothing and reaches nothing, whatever it holds: the
// candidate's uploads are checked by content (modules/files/upload-check.ts), and this is the
// second wall. A PDF shown inline keeps the page's policy, as the browser's viewer needs it.
const FILE_POLICY = "sandbox; default-src 'none'; script-src 'none'; frame-ancestors 'self'";

// Every route that answers with a file sends it through here, with the same headers in the same
// order: its type, its name, no sniffing, how long it may be cached, and its digest if given.
export function sendFile(
  reply: FastifyReply,
  file: FileReply,
  body: Uint8Array | string,
): FastifyReply {
  reply.header('Content-Type', file.contentType);
  if (file.fileName !== undefined) {
    reply.header('Content-Disposition', attachmentHeader(file.fileName, file.disposition));
  }
  if (file.disposition !== 'inline') reply.header('Content-Security-Policy', FILE_POLICY);
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', file.cacheControl ?? 'private, no-store');
  if (file.sha256 !== undefined) {
    reply.header('Digest', `sha-256=${Buffer.from(file.sha256, 'hex').toString('base64')}`);
  }
  return reply.send(body);
}
