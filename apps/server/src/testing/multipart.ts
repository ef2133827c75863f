// A multipart body as a browser sends it: the text fields, then each file under its field.
export async function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; bytes: Uint8Array; type?: string }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.field,
      new Blob([Buffer.from(file.bytes)], { type: file.type ?? 'application/pdf' }),
      file.name,
    );
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}
