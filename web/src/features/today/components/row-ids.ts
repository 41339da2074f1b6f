/** Each row's id on Today: where a done's celebration is placed, and where focus goes back. */
export const stepRowId = (goalId: string) => `step-row-${goalId}`;
export const habitRowId = (microtaskId: string) => `habit-row-${microtaskId}`;
