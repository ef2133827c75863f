// What the application-messages module offers the rest of the server. Other modules, the CLI and
// app.ts import from this file only, never from another file of application-messages/ (decision
// 030); tests may reach further.

export { listMessageThreads, replyToThread, showMessageThread } from './employer-messages.service';
export { surveyReport } from './application-survey.service';
// The demo seed's conversation, written as it happened.
export { insertMessage } from './application-messages.repository';
