import type { Database } from '../../db/database';
import type { ReadCache } from '../../shared/read-cache';
import type { Group } from '../config/config.public';
import { htmlToText } from './position-html';
import { groupShowsPay, positionPath, positionVersion } from './position-records.service';
import { findPositionRowForLink, isPositionOpen, keptPositionRow } from './positions.service';
import { jobPostingLd } from './job-posting-ld.service';

// What the HTML of a job page says about its position before any JavaScript runs: its status, its
// head (title, description, canonical path, JobPosting) and whether search engines may index it.
export type JobPageMeta =
  | { status: 404 }
  | {
      status: 200 | 410;
      title: string;
      description: string;
      // The position's own path (with its slug, or its private link).
      path: string;
      isPrivate: boolean;
      jsonLd: Record<string, unknown> | null;
    };

const DESCRIPTION_LENGTH = 160;

// The first sentences of the description, cut at a word, for meta description and Open Graph.
export function summarize(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

export async function findJobPageMeta(
  scope: { db: Database; cache: ReadCache },
  group: Group,
  rawId: string,
  now: Date,
  origin: string,
  // The page's language: a position with a version in it is described in it.
  language: string,
): Promise<JobPageMeta> {
  const { db, cache } = scope;
  const row = await keptPositionRow(
    cache,
    group.id,
    rawId,
  )(() => findPositionRowForLink(db, group.id, rawId));
  if (!row) return { status: 404 };
  const open = isPositionOpen(row, now);
  const absolute = (url: string) => new URL(url, origin).toString();
  const branding = group.configs.pcsxConfig.branding;
  const version = positionVersion(row, language);
  return {
    status: open ? 200 : 410,
    title: version.title,
    description: summarize(htmlToText(version.descriptionHtml)),
    path: positionPath(row),
    isPrivate: row.isPrivate,
    // A closed position is no longer a job posting (Google asks to remove its markup).
    jsonLd: open
      ? jobPostingLd(
          { ...row, title: version.title, descriptionHtml: version.descriptionHtml },
          {
            name: group.companyName,
            showsPay: groupShowsPay(group.configs.pcsxConfig, row.id, row.configOverrides),
            websiteUrl: branding.websiteUrl,
            logoUrl: absolute(branding.logoUrl),
          },
        )
      : null,
  };
}
