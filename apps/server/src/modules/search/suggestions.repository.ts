import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { positions } from '../../db/schema';

// What autocomplete suggests — titles, skills and places of a group's open public positions, with
// how many positions each has. Aggregated in SQL so it works at any size.
export type SuggestionCounts = {
  titles: { text: string; count: number }[];
  skills: { text: string; count: number }[];
  places: {
    city: string;
    region: string | null;
    countryCode: string;
    lat: number;
    lng: number;
    count: number;
  }[];
};

export async function readSuggestionCounts(
  db: Database,
  groupId: string,
  now: Date,
): Promise<SuggestionCounts> {
  const open = and(
    eq(positions.groupId, groupId),
    eq(positions.isPrivate, false),
    or(isNull(positions.archivedAt), gt(positions.archivedAt, now)),
    or(isNull(positions.validThrough), gt(positions.validThrough, now)),
  );
  const titles = await db
    .select({ text: positions.title, count: sql<number>`count(*)::int` })
    .from(positions)
    .where(open)
    .groupBy(positions.title);
  const skills = await db
    .select({
      text: sql<string>`skill.value`,
      count: sql<number>`count(*)::int`,
    })
    .from(positions)
    .innerJoin(sql`jsonb_array_elements_text(${positions.skills}) as skill(value)`, sql`true`)
    .where(open)
    .groupBy(sql`skill.value`);
  const places = await db
    .select({
      city: sql<string>`place->>'city'`,
      region: sql<string | null>`place->>'region'`,
      countryCode: sql<string>`place->>'countryCode'`,
      lat: sql<number>`min((place->>'lat')::float8)`,
      lng: sql<number>`min((place->>'lng')::float8)`,
      count: sql<number>`count(*)::int`,
    })
    .from(positions)
    .innerJoin(sql`jsonb_array_elements(${positions.locations}) as place`, sql`true`)
    .where(open)
    .groupBy(sql`place->>'city'`, sql`place->>'region'`, sql`place->>'countryCode'`);
  return { titles, skills, places };
}
