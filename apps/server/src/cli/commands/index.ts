import type { CliCommand } from '../command';
import { alertsCommands } from './alerts';
import { applicationsCommands } from './applications';
import { candidateCommands } from './candidates';
import { configCommands } from './config';
import { eventsCommands } from './events';
import { formsCommands } from './forms';
import { helpCommands } from './help';
import { interviewsCommands } from './interviews';
import { messagesCommands } from './messages';
import { notifyCommands } from './notify';
import { offersCommands } from './offers';
import { positionsCommands } from './positions';
import { referralsCommands } from './referrals';
import { seedCommands } from './seed';
import { surveyCommands } from './survey';

// Every command of `npm run careers`, area by area, in the order the help lists them. A new area
// is a file in this folder and one line here.
export const COMMAND_AREAS: readonly (readonly CliCommand[])[] = [
  seedCommands,
  positionsCommands,
  configCommands,
  candidateCommands,
  notifyCommands,
  formsCommands,
  alertsCommands,
  helpCommands,
  offersCommands,
  applicationsCommands,
  interviewsCommands,
  messagesCommands,
  surveyCommands,
  eventsCommands,
  referralsCommands,
];
