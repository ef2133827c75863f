// The offices of each department, the choices of the demo forms' "Office" question (its options
// depend on the department chosen). The server answers the `offices` select-options call with
// them; the web showcase, which runs without the server, offers the same ones. No zod here, so the
// web app can import it on its own (decision 008).

type DemoOffice = { label: string; value: string };

export const DEMO_OFFICES: Readonly<Record<string, readonly DemoOffice[]>> = {
  engineering: [
    { label: 'Berlin', value: 'berlin' },
    { label: 'Dubai', value: 'dubai' },
  ],
  design: [{ label: 'Lisbon', value: 'lisbon' }],
  sales: [
    { label: 'Chicago', value: 'chicago' },
    { label: 'Munich', value: 'munich' },
  ],
  finance: [{ label: 'N/A', value: 'na' }],
};
