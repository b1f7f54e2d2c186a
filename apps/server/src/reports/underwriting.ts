// Typical underwriting requirements by face amount and age, as data (the underwriting page).
// The first row whose limits hold gives the list.

export type Requirement = 'application' | 'paramedical' | 'medical' | 'financial';

interface RequirementRow {
  /** Largest issue age (inclusive) and face (dollars, inclusive) the row covers. */
  maxAge: number;
  maxFace: number;
  requirements: readonly Requirement[];
}

export const UNDERWRITING_REQUIREMENTS: readonly RequirementRow[] = [
  { maxAge: 40, maxFace: 500_000, requirements: ['application'] },
  { maxAge: 50, maxFace: 250_000, requirements: ['application'] },
  { maxAge: 50, maxFace: 1_000_000, requirements: ['application', 'paramedical'] },
  { maxAge: 60, maxFace: 500_000, requirements: ['application', 'paramedical'] },
  { maxAge: 120, maxFace: 1_000_000, requirements: ['application', 'medical'] },
  {
    maxAge: 120,
    maxFace: Number.POSITIVE_INFINITY,
    requirements: ['application', 'medical', 'financial'],
  },
];

export function requirementsFor(face: number, age: number): readonly Requirement[] {
  const row = UNDERWRITING_REQUIREMENTS.find((r) => age <= r.maxAge && face <= r.maxFace);
  return row?.requirements ?? ['application', 'medical', 'financial'];
}
