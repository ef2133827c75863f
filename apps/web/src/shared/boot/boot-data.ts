import { BOOT_DATA_ELEMENT_ID, BootDataSchema, type BootData } from '@careers/contracts';

// Decision 001 §3: the server embeds the boot data; the app never fetches it.
export function readBootData(root: Document = document): BootData {
  const element = root.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) throw new Error('The page carries no boot data.');
  return BootDataSchema.parse(JSON.parse(element.textContent));
}
