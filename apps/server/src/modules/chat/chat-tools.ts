import {
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  SENIORITIES,
  type ChatSearch,
  type PositionLite,
} from '@careers/contracts';
import { z } from 'zod';
import { getMatchDetails } from '../positions/positions.public';
import type { ChatScope } from './chat-scope';
import { runChatSearch } from './chat-search';
import { openPosition } from './offline-assistant';

// The only things a language model may do — read-only calls of our own, for this group and this
// reader. Every argument is checked here as any request would be; a call the model makes up, or
// arguments that do not fit, answer an error to the model and nothing else. The match tool exists
// only for a logged-in candidate and tells the model the score and its evidence, never who the
// candidate is.

const ToolSearchSchema = z.object({
  query: z.string().max(200).default(''),
  location: z.string().max(200).default(''),
  remote: z.boolean().default(false),
  seniority: z.array(z.enum(SENIORITIES)).max(SENIORITIES.length).default([]),
  employment_type: z.array(z.enum(EMPLOYMENT_TYPES)).max(EMPLOYMENT_TYPES.length).default([]),
  department: z.string().max(200).nullable().default(null),
  min_pay: z
    .object({
      amount: z.number().positive().max(1e9),
      currency: z
        .string()
        .regex(/^[A-Z]{3}$/)
        .nullable()
        .default(null),
      period: z.enum(SALARY_PERIODS).default('year'),
    })
    .nullable()
    .default(null),
});

const ToolJobSchema = z.object({ job_id: z.number().int().positive() });

type JsonSchema = Record<string, unknown>;
export type ToolDefinition = {
  type: 'function';
  function: { name: string; description: string; parameters: JsonSchema };
};

const JOB_ID_PARAMETERS: JsonSchema = {
  type: 'object',
  properties: { job_id: { type: 'integer', description: 'The id of a job from search_jobs.' } },
  required: ['job_id'],
  additionalProperties: false,
};

const TOOLS = {
  search_jobs: {
    description:
      "Search this employer's open jobs. Use it for every question about which jobs exist.",
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Job title or skill words, e.g. "data engineer".' },
        location: { type: 'string', description: 'A city, e.g. "Berlin" or "Austin, TX".' },
        remote: { type: 'boolean', description: 'Only jobs that can be done remotely.' },
        seniority: { type: 'array', items: { type: 'string', enum: [...SENIORITIES] } },
        employment_type: { type: 'array', items: { type: 'string', enum: [...EMPLOYMENT_TYPES] } },
        department: { type: 'string' },
        min_pay: {
          type: 'object',
          properties: {
            amount: { type: 'number' },
            currency: { type: 'string', description: 'ISO 4217, e.g. EUR' },
            period: { type: 'string', enum: [...SALARY_PERIODS] },
          },
          required: ['amount'],
        },
      },
      additionalProperties: false,
    },
  },
  get_job: {
    description: 'The details of one job: pay, places, remote, skills, description.',
    parameters: JOB_ID_PARAMETERS,
  },
  get_my_match: {
    description:
      "How well the signed-in candidate's profile matches a job: score 0-5, matched and missing skills, experience and location.",
    parameters: JOB_ID_PARAMETERS,
  },
} as const;
type ToolName = keyof typeof TOOLS;

export function toolDefinitions(scope: ChatScope): ToolDefinition[] {
  return (
    (Object.keys(TOOLS) as ToolName[])
      // A candidate who turned match scores off gets no match from the model either.
      .filter((name) => name !== 'get_my_match' || scope.candidate?.matchScores === true)
      .map((name) => ({ type: 'function', function: { name, ...TOOLS[name] } }))
  );
}

// What the model reads of a job: its facts and its link, nothing of other candidates.
function jobFacts(position: PositionLite) {
  return {
    id: position.id,
    title: position.name,
    department: position.department,
    seniority: position.seniority,
    employment_type: position.employmentType,
    workplace: position.workLocationOption,
    remote: position.isRemote,
    locations: position.locations,
    pay: position.salary,
    skills: position.skills,
    url: position.canonicalPositionUrl,
  };
}

export type ToolResult = {
  // JSON for the model.
  content: string;
  // Cards for the page, and the search the conversation now stands on.
  positions?: PositionLite[];
  search?: ChatSearch;
};

const refused = (message: string): ToolResult => ({ content: JSON.stringify({ error: message }) });

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text === '' ? '{}' : text) as unknown;
  } catch {
    return undefined;
  }
}

export async function runTool(
  scope: ChatScope,
  name: string,
  argumentsText: string,
): Promise<ToolResult> {
  const available = toolDefinitions(scope).some((tool) => tool.function.name === name);
  if (!available) return refused(`There is no tool called ${name.slice(0, 60)}.`);
  const args = parseArguments(argumentsText);
  if (name === 'search_jobs') {
    const parsed = ToolSearchSchema.safeParse(args);
    if (!parsed.success) return refused('The arguments do not fit search_jobs.');
    const { employment_type: employmentType, min_pay: minPay, ...rest } = parsed.data;
    const search: ChatSearch = { ...rest, employmentType, minPay };
    const found = await runChatSearch(scope.search, search);
    return {
      content: JSON.stringify({ count: found.count, jobs: found.positions.map(jobFacts) }),
      positions: found.positions,
      search,
    };
  }
  const parsed = ToolJobSchema.safeParse(args);
  if (!parsed.success) return refused(`The arguments do not fit ${name}.`);
  const id = String(parsed.data.job_id);
  const position = await openPosition(scope, id);
  if (!position) return refused('There is no open job with that id.');
  if (name === 'get_job') return { content: JSON.stringify(jobFacts(position)) };
  const match = await getMatchDetails(scope, id);
  return { content: JSON.stringify({ job_id: position.id, match }) };
}
