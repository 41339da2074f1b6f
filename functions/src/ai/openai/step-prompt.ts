// The instructions the model gets to split one step, with two examples of a good smaller step.

import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { PlanSize } from '../plan-size.ts';
import type { MicrotaskContext } from '../step-planner.ts';
import { DATA_RULE } from './data-rule.ts';

export function microtaskMessages(input: MicrotaskContext, size: PlanSize): ChatCompletionMessageParam[] {
  const system = [
    `Break one step of a plan into ${size.microtaskSteps} smaller steps, in the order they are done. Together they do that step and nothing else.`,
    "Each step is one physical action of 2 to 10 minutes (open, write, call, list, book, measure ...), verb first, in the step's own words and language, with its \"minutes\" and \"repeat\": null.",
    'Never the step itself again, never a prefix such as "Start now:", never a stem that fits any step ("Gather what you need", "Block 30 minutes", "Check the result").',
    'Two good steps for "Call the bank about the mortgage rate": "Find the bank\'s mortgage line and save it in your phone" (3 minutes); "Write the two questions you need the bank to answer" (5 minutes).',
    DATA_RULE,
  ].join('\n');
  const data = { microtask: input.title, task: input.taskTitle, goal: input.goalTitle };
  return [
    { role: 'system', content: system },
    { role: 'user', content: JSON.stringify(data) },
  ];
}
