import { BUSINESS_FAMILIES } from './families-business';
import { CORPORATE_FAMILIES } from './families-corporate';
import { FRONTLINE_FAMILIES } from './families-frontline';
import { INDUSTRY_FAMILIES } from './families-industry';
import { TECHNOLOGY_FAMILIES } from './families-technology';
import type { JobFamily } from './job-family';

// The job families demo positions are drawn from; skills are in skills-taxonomy.json under the
// same keys.
export const JOB_FAMILIES: readonly JobFamily[] = [
  ...TECHNOLOGY_FAMILIES,
  ...BUSINESS_FAMILIES,
  ...CORPORATE_FAMILIES,
  ...FRONTLINE_FAMILIES,
  ...INDUSTRY_FAMILIES,
];
