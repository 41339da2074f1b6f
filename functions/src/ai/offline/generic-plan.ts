// The plan for a goal no domain recognises: clarify, prepare, do, finish, review, written
// around the goal's own words ({goal}, {topic}) so it still reads as this goal's plan.

import type { Domain, MilestoneTemplate } from './domain.ts';

/** Milestones for any counted goal ("sell 20 paintings"), used when a domain has none that fit. */
export const COUNTED_MILESTONES: readonly MilestoneTemplate[] = [
  {
    kinds: ['count'],
    task: '{Verb} {amount} in total',
    final: '{Verb} all {amount}',
    microtasks: [
      'Set a weekly pace that gets you to {amount}',
      'Track your count toward {amount} every week',
      'Note what helped most on the way to {amount}',
      'Adjust the pace if you fall behind {amount}',
    ],
  },
];

const ANY_MILESTONES: readonly MilestoneTemplate[] = [
  {
    kinds: ['count', 'money', 'distance', 'weight'],
    task: 'Reach {amount}',
    final: 'Reach the full {amount}',
    microtasks: [
      'Set a weekly pace that gets you to {amount}',
      'Check your progress toward {amount} every week',
      'Note what helped most on the way to {amount}',
      'Adjust the pace if you fall behind {amount}',
    ],
  },
];

export const GENERIC_PLAN: Domain = {
  id: 'generic',
  cues: {},
  tone: 'friendly',
  topics: [],
  topicArticle: '',
  fallbackTopic: 'the goal',
  milestones: [...COUNTED_MILESTONES, ...ANY_MILESTONES],
  phases: [
    {
      title: 'Define what success looks like for {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Write down the finish line',
          microtasks: [
            'Describe in two sentences what it looks like when you {goal}',
            'Choose one sign you can measure that shows you are done',
            'Put the finish date in your calendar: {deadline} || Pick a realistic finish date and put it in your calendar',
            'Write down why {topic} matters to you',
          ],
        },
        {
          title: 'Find out what it takes',
          microtasks: [
            'Read or watch two good guides on how to {goal}',
            'Ask someone who has done it for their top three tips',
            'List the three biggest unknowns about {topic}',
            'Note the skills, tools or money {topic} needs',
          ],
        },
        {
          title: 'Size up where you are today',
          microtasks: [
            'Write down what you already have or know for {topic}',
            'List what has stopped you before',
            'Decide how many hours a week you can really give {topic}',
          ],
        },
      ],
    },
    {
      title: 'Prepare to {goal}',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Gather what you need',
          microtasks: [
            'List the tools, materials or resources for {topic}',
            'Get or borrow the first things on the list',
            'Set a budget and write it down',
            'Set up a place where you can work on {topic}',
          ],
        },
        {
          title: 'Make time for it',
          microtasks: [
            'Block two or three sessions a week in your calendar',
            'Choose a fixed day and time for the first session',
            'Tell someone close about your plan',
            'Remove one distraction that would get in the way',
          ],
        },
        {
          title: 'Break the goal into stages',
          microtasks: [
            'List the main stages from start to finish',
            'Put the stages in order and date each one',
            'Pick the smallest first step you can do this week',
          ],
        },
      ],
    },
    {
      title: 'Run a small trial before committing',
      weight: 1,
      priority: 3,
      tasks: [
        {
          title: 'Try a tiny version of {topic}',
          microtasks: [
            'Do a 30-minute trial run',
            'Note what surprised you',
            'Adjust the stages and dates if needed',
          ],
        },
        {
          title: 'Line up help for the hard parts',
          microtasks: [
            'Name the part you are least sure about',
            'Find one person, class or guide for it',
            'Book a time to ask your questions',
          ],
        },
      ],
    },
    {
      title: 'Take the first steps to {goal}',
      weight: 3,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Do the first real session',
          microtasks: [
            'Spend one focused hour on the first stage',
            'Note what went well and what was harder than expected',
            'Adjust the next steps based on what you learned',
            'Schedule the next session before you stop',
          ],
        },
        {
          title: 'Keep a steady rhythm',
          microtasks: [
            'Do every session you blocked this week',
            'Log each session in one line',
            'Check your progress against the stages every Sunday',
            'Ask for help with anything stuck for more than a week',
          ],
        },
        {
          title: 'Get feedback early',
          microtasks: [
            'Show your progress on {topic} to someone you trust',
            'Write down the one change their feedback suggests',
            'Make that change in the next session',
          ],
        },
      ],
    },
    {
      title: 'Reach the finish line: {goal}',
      weight: 3,
      priority: 1,
      tasks: [
        {
          title: 'Work through the remaining stages',
          microtasks: [
            'Tackle the hardest remaining stage first',
            'Finish one stage each week',
            'Cross each stage off your list as it is done',
            'Protect your sessions when the week gets busy',
          ],
        },
        {
          title: 'Clear what is blocking you',
          microtasks: [
            'List anything that is stuck',
            'Find one person or resource for each blocker',
            'Decide what to drop if time runs short',
          ],
        },
        {
          title: 'Check the result against your finish line',
          microtasks: [
            'Compare the result with the sign of success you chose',
            'Fix the last gaps',
            'Call it done when the sign is met',
          ],
        },
      ],
    },
    {
      title: 'Review what you learned and celebrate',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Look back on the journey',
          microtasks: [
            'Write down three things that worked',
            'Write down one thing you would do differently',
            'Compare where you ended with where you started',
          ],
        },
        {
          title: 'Celebrate and share',
          microtasks: [
            'Share the result with the people who helped',
            'Treat yourself to something you have been saving',
            'Take a photo or a note to remember it by',
          ],
        },
        {
          title: 'Decide what comes next',
          microtasks: [
            'Choose how to keep up what you built',
            'Pick the next goal this one opens up',
          ],
        },
      ],
    },
  ],
};
