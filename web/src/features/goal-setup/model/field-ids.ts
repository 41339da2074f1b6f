// The ids of goal setup's fields that a refused save focuses: here, apart from the fields, so the
// page can name them while the fields themselves load after the plan.
export const TONE_FIELD = 'goal-tone';
export const DUE_DATE_FIELD = 'goal-due-date';
