// The letter's PDF bytes (base64, the letter's b64_string) saved under `fileName` through a link to
// a Blob. Throws when the bytes are not base64.
export function saveBase64Pdf(base64: string, fileName: string): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the Blob after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 0);
}
