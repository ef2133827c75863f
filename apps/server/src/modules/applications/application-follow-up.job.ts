import { applicationPath } from '@careers/contracts';
import type { AppDeps } from '../../app-deps';
import type { Group } from '../config/config.public';
import { notifyCandidates, type NotifySite } from '../notifications/notifications.public';
import { NO_DECISION_REASON } from './application-stages';
import {
  claimOverdueApplications,
  closeUndecidedApplications,
  listGroupDomains,
  type FollowUpClaim,
} from './applications.repository';

// An application never goes silent (docs/product/application-follow-up.md): an application
// still waiting past its closing limit is closed with a respectful notice, and one whose
// "expect an update by" date passed is noticed once, with a new date. Each batch is claimed by
// one conditional UPDATE — the row's own condition decides — and written with its notices in one
// transaction, so with several processes, and after a restart, each goes once.

export type FollowUpDeps = Pick<AppDeps, 'db' | 'groups' | 'env' | 'outbox'>;

const DAY_MS = 86_400_000;
const BATCH_SIZE = 1000;

type Claim = (tx: FollowUpDeps['db']) => Promise<FollowUpClaim[]>;

// Claims and tells one batch; the number claimed (fewer than a batch: nothing left to claim).
async function runBatch(
  deps: FollowUpDeps,
  group: Group,
  claim: Claim,
  message: (claimed: FollowUpClaim) => {
    key: 'application.overdue' | 'application.closed';
    params: Record<string, string>;
  },
): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const claimed = await claim(tx);
    const site: NotifySite = { group, publicOrigin: deps.env.PUBLIC_ORIGIN };
    await notifyCandidates(
      tx,
      claimed
        .filter(({ candidate }) => candidate.groupId === group.id)
        .map((row) => ({
          site,
          candidate: row.candidate,
          input: {
            category: 'application' as const,
            type: 'informational' as const,
            message: message(row),
            redirectUrl: applicationPath(row.applicationId),
          },
        })),
    );
    return claimed.length;
  });
}

async function runUntilDone(batch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const count = await batch();
    total += count;
    if (count < BATCH_SIZE) return total;
  }
}

export async function runApplicationFollowUp(
  deps: FollowUpDeps,
  now: Date,
): Promise<{ noticed: number; closed: number }> {
  let noticed = 0;
  let closed = 0;
  for (const domain of await listGroupDomains(deps.db)) {
    const group = await deps.groups.get(domain);
    if (!group) continue;
    const config = group.configs.pcsxConfig.applicationFollowUpConfig;
    // Closed first: an application past its limit is told it is closed, not that it is late.
    const { closeAfterDays } = config;
    if (closeAfterDays !== null) {
      const submittedBefore = new Date(now.getTime() - closeAfterDays * DAY_MS);
      closed += await runUntilDone(() =>
        runBatch(
          deps,
          group,
          (tx) =>
            closeUndecidedApplications(tx, group.id, {
              now,
              submittedBefore,
              reasonId: NO_DECISION_REASON,
              limit: BATCH_SIZE,
            }),
          (row) => ({ key: 'application.closed', params: { position: row.positionTitle } }),
        ),
      );
    }
    const newExpectedBy = new Date(now.getTime() + config.overdueGraceDays * DAY_MS);
    noticed += await runUntilDone(() =>
      runBatch(
        deps,
        group,
        (tx) => claimOverdueApplications(tx, group.id, { now, newExpectedBy, limit: BATCH_SIZE }),
        (row) => ({
          key: 'application.overdue',
          // A date only: the day the candidate may expect an update by.
          params: { position: row.positionTitle, date: newExpectedBy.toISOString() },
        }),
      ),
    );
  }
  if (noticed + closed > 0) deps.outbox.notify();
  return { noticed, closed };
}
