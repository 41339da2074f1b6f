// The bounds of decisions.md §6: checked by the schemas on the server and mirrored by the forms.
export const LIMITS = {
  name: { min: 1, max: 100 },
  email: { max: 254 },
  password: { min: 8, max: 128 },
  goalText: { min: 1, max: 2000 },
  title: { min: 1, max: 200 },
  description: { max: 5000 },
  reflection: { min: 1, max: 5000 },
  breakdownItems: { min: 1, max: 12 },
  microtaskSteps: { min: 2, max: 8 },
  detail: { min: 1, max: 5, default: 3 },
  pageSize: { max: 100, default: 50 },
  bodyBytes: 64 * 1024,
} as const;
