// A file as a data URL (resume_content is one); its base64 is what follows the comma.
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      // readAsDataURL gives a string.
      resolve(reader.result as string);
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('The file could not be read.'));
    };
    reader.readAsDataURL(file);
  });
}

export async function readAsBase64(file: Blob): Promise<string> {
  const url = await readAsDataUrl(file);
  return url.slice(url.indexOf(',') + 1);
}
