import type { Database } from '../../db/database';
import { escapeHtml } from '../../shared/escape-html';
import type { Group } from '../config/config.public';
import { enqueueMail } from '../mail/mail.public';
import { formatInstant } from '../notifications/notifications.public';
import type { InterviewRow } from './interviews.repository';

// The recruiting team hears of each choice a candidate makes, at interviewSchedulingConfig's
// contactEmail, in the interviewers' zone; `careers interviews list` shows the same. In English,
// as the employer's CLI speaks.

type EmployerNews = {
  what: 'booked' | 'moved' | 'cancelled' | 'times_requested';
  interview: InterviewRow;
  position: string;
  candidateEmail: string;
  previousStartsAt: Date | null;
  // The candidate's reason or note, as written.
  text: string;
};

const HEADLINES: Record<EmployerNews['what'], string> = {
  booked: 'booked an interview',
  moved: 'moved an interview',
  cancelled: 'cancelled an interview',
  times_requested: 'asked for other interview times',
};

export async function tellEmployer(db: Database, group: Group, news: EmployerNews) {
  const to = group.configs.pcsxConfig.interviewSchedulingConfig.contactEmail;
  if (!to) return;
  const { interview } = news;
  const when = (date: Date) =>
    formatInstant(date.toISOString(), interview.interviewerTimeZone, 'en');
  const lines = [
    `${news.candidateEmail} ${HEADLINES[news.what]} for ${news.position} (interview ${interview.id}).`,
    ...(news.previousStartsAt ? [`Was: ${when(news.previousStartsAt)}`] : []),
    ...(interview.startsAt && news.what !== 'cancelled'
      ? [`Now: ${when(interview.startsAt)}`]
      : []),
    ...(news.text
      ? [news.what === 'times_requested' ? `Their note: ${news.text}` : `Reason: ${news.text}`]
      : []),
    ...(news.what === 'times_requested'
      ? [
          `Offer more times with: careers interviews offer-slots --application ${interview.applicationId} --slot …`,
        ]
      : []),
  ];
  await enqueueMail(db, {
    to,
    subject: `${group.companyName} careers: ${news.candidateEmail} ${HEADLINES[news.what]}`,
    text: lines.join('\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  });
}
