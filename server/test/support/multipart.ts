/** A file of a multipart form: its bytes, its name and (default JPEG) its type. */
export interface FormFile {
  data: Buffer;
  filename: string;
  type?: string;
}

/** A multipart body as a browser's FormData sends it, in the order given, for app.inject. */
export async function multipart(entries: [string, string | FormFile][]) {
  const form = new FormData();
  for (const [name, value] of entries) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'image/jpeg' }), value.filename);
  }
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}
