import type { BootData } from '@careers/contracts/boot';
import { BOOT_DATA_ELEMENT_ID } from '@careers/contracts/wire';

// Decision 001 §3: the server embeds the boot data, built to BootDataSchema and checked against
// it by the server's tests; the app reads it without zod so zod stays out of the first script.
export function readBootData(root: Document = document): BootData {
  const element = root.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page carries no boot data.');
  const value: unknown = JSON.parse(element.textContent);
  if (!isBootData(value)) throw new Error('The page carries malformed boot data.');
  return value;
}

function isBootData(value: unknown): value is BootData {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.isLoggedIn === 'boolean' &&
    typeof record.domain === 'string' &&
    typeof record.companyName === 'string' &&
    typeof record.configs === 'object' &&
    record.configs !== null
  );
}
