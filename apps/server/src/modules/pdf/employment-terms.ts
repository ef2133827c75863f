// Standard terms that fill a letter's extra pages (the benchmark's ten-page letter).
// Plausible wording for a demo employer, not legal advice.
export type TermsSection = { title: string; body: string };

export function employmentTerms(companyName: string, positionName: string): TermsSection[] {
  return [
    {
      title: 'Position and duties',
      body: `You will be employed as ${positionName} and will report to the manager named in your onboarding materials. You agree to perform the duties customarily associated with this position, together with any other reasonable duties that ${companyName} may assign from time to time, and to devote your full working time and attention to the business of ${companyName}.`,
    },
    {
      title: 'Compensation and payroll',
      body: `Your salary will be paid in regular instalments in accordance with the standard payroll practices of ${companyName}, less all deductions and withholdings required by law or authorised by you. Your compensation will be reviewed annually; any adjustment is at the discretion of ${companyName} and will be confirmed to you in writing.`,
    },
    {
      title: 'Working hours and location',
      body: `Your normal working hours will be agreed with your manager and may vary with the needs of the business. You may be asked to work from a company office, a client site or remotely, in line with the workplace policies of ${companyName} in force at the time. Reasonable notice will be given of any lasting change to your place of work.`,
    },
    {
      title: 'Benefits',
      body: `You will be eligible to take part in the benefit plans that ${companyName} offers to employees in comparable positions, subject to the terms and eligibility rules of each plan. ${companyName} may amend, replace or end any benefit plan at any time, in accordance with applicable law.`,
    },
    {
      title: 'Paid time off',
      body: `You will accrue paid time off in accordance with the leave policy of ${companyName}, in addition to public holidays observed at your place of work. Time off should be requested in advance and agreed with your manager, taking into account the needs of your team and of the business.`,
    },
    {
      title: 'Confidential information',
      body: `During and after your employment you will keep confidential all non-public information about ${companyName}, its customers, suppliers and employees, and use it only to perform your duties. On leaving, you will return all documents, devices and data belonging to ${companyName}. This obligation continues without limit of time.`,
    },
    {
      title: 'Intellectual property',
      body: `All work product, inventions, designs, software and other materials that you create in the course of your employment belong to ${companyName}. You agree to sign any document reasonably required to confirm or register those rights, both during your employment and afterwards.`,
    },
    {
      title: 'Conditions of this offer',
      body: `This offer is conditional on satisfactory references, proof of your right to work in the country of employment, and the successful completion of any background checks that apply to the position. ${companyName} may withdraw this offer if any of these conditions is not met.`,
    },
    {
      title: 'Notice and termination',
      body: `Either party may end the employment by giving the notice required by applicable law or by the policies of ${companyName}, whichever is longer. ${companyName} may pay salary in lieu of notice. Nothing in this letter limits any rights that cannot be waived under applicable law.`,
    },
    {
      title: 'Entire agreement',
      body: `This letter, together with the policies referred to in it, sets out the entire agreement between you and ${companyName} about your employment and replaces any earlier discussions or representations. Any change to these terms must be agreed in writing by an authorised representative of ${companyName}.`,
    },
  ];
}
