// The questions' heading, which the pages focus once the questions arrive; apart from the step
// itself so a page can name it without loading the step's code.
export const QUESTIONS_HEADING = 'goal-questions-heading';
