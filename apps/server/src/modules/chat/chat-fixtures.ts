import { ChatEventSchema, keysToCamel, type ChatEvent } from '@careers/contracts';

// A chat answer's body as the page reads it: one event per line, each held to the contract.
export function readEvents(body: string): ChatEvent[] {
  return body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => ChatEventSchema.parse(keysToCamel(JSON.parse(line))));
}
