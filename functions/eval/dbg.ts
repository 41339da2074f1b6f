import { splitOwnWords } from '/work/wt/planner15/functions/src/ai/offline/split-bite/split-bite.ts';
console.log(splitOwnWords({ title: 'Interview three neighbours', taskTitle: 'Do the first things', goalTitle: 'Make a short documentary about my street' }, 3));
