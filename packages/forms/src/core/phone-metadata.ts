import type { MetadataJson } from 'libphonenumber-js/core';

// The phone rules need libphonenumber's metadata (about 40 KB gzip). The server's entry sets it
// at load (index.ts); the browser loads it when a phone question first shows (spec 3 §5).
let metadata: MetadataJson | undefined;

export function setPhoneMetadata(value: MetadataJson): void {
  metadata = value;
}

export function getPhoneMetadata(): MetadataJson | undefined {
  return metadata;
}

export async function loadPhoneMetadata(): Promise<MetadataJson> {
  if (!metadata) {
    const loaded = await import('libphonenumber-js/min/metadata');
    metadata = loaded.default;
  }
  return metadata;
}
