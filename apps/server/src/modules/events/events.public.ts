// What the events module offers the rest of the server. Other modules, the CLI and app.ts import
// from this file only, never from another file of events/ (decision 030); tests may reach further.

// Data access other modules need, handed out deliberately:
export { insertCareerEvent, listGroupEvents, upsertRegistration } from './events.repository';
export { createCareerEvent, listEventsOfGroup, registerCandidateForEvent } from './events.service';
