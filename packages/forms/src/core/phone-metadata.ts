import type { MetadataJson } from 'libphonenumber-js/core';

// The phone rules need libphonenumber's metadata (tens of KB). The server's entry (index.ts)
// sets it when it loads; the browser loads it when a phone question first shows. Until then the
// phone checks that need it pass as unknown rather than fail.
let metadata: MetadataJson | undefined;
let loading: Promise<void> | undefined;

export function setPhoneMetadata(value: MetadataJson): void {
  metadata = value;
  loading = undefined;
}

export function getPhoneMetadata(): MetadataJson | undefined {
  return metadata;
}

export function loadPhoneMetadata(): Promise<void> {
  if (metadata) return Promise.resolve();
  loading ??= import('libphonenumber-js/min/metadata').then(
    (loaded) => {
      metadata ??= loaded.default;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
