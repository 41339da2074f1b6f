import type { Domain } from '../domain.ts';

export const promotion: Domain = {
  id: 'promotion',
  cues: {
    promotion: 3, promoted: 3, 'pay rise': 3, 'salary increase': 3, raise: 1, senior: 2, 'team lead': 3, lead: 1,
    manager: 1, 'next level': 2, 'performance review': 3, boss: 2, 'at work': 1, 'my manager': 2, 'tech lead': 3,
  },
  tone: 'strict',
  topics: ['(promotion|pay rise|raise)', '(senior role|team lead role|management role|lead role)'],
  topicArticle: 'the',
  fallbackTopic: 'the promotion',
  milestones: [],
  phases: [
    {
      title: 'Find out what {topic} takes',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Get the criteria in writing',
          microtasks: [
            'Read the job description for the next level',
            'Ask your manager what success at the next level looks like',
            'Write down the three gaps between you and that bar',
          ],
        },
        {
          title: 'Get your manager on board',
          microtasks: [
            'Tell your manager you are aiming for {topic} {deadline} || Tell your manager you are aiming for {topic}',
            'Agree on the goals you will be judged on',
            'Book a monthly check-in on your progress',
          ],
        },
      ],
    },
    {
      title: 'Close the gaps to the next level',
      weight: 3,
      priority: 1,
      tasks: [
        {
          title: 'Take on a stretch project',
          microtasks: [
            'Volunteer for one project at the next level',
            'Define what a great outcome looks like and deliver it',
            'Share the result with your manager and their manager',
          ],
        },
        {
          title: 'Build the missing skill',
          microtasks: [
            'Pick the gap your manager named first',
            'Take a course or find a mentor for it',
            'Practise it in your current work every week',
            'Ask for feedback on it after every project',
          ],
        },
        {
          title: 'Grow your influence',
          microtasks: [
            'Mentor a junior colleague',
            'Share what you learn in a team meeting or write-up',
          ],
        },
      ],
    },
    {
      title: 'Make your impact visible',
      weight: 2,
      priority: 2,
      tasks: [
        {
          title: 'Keep a brag document',
          microtasks: [
            'Log every win with numbers each Friday',
            'Save thank-you messages and feedback',
          ],
        },
        {
          title: 'Share your results',
          microtasks: [
            'Send your manager a short monthly update',
            'Present one result to a wider audience',
          ],
        },
      ],
    },
    {
      title: 'Make the case for {topic}',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Prepare the case',
          microtasks: [
            'Summarise your impact against the criteria on one page',
            'Research the market pay for the role',
            'Practise the conversation out loud',
          ],
        },
        {
          title: 'Have the conversation',
          microtasks: [
            'Book a dedicated meeting, not a side chat',
            'Ask clearly for {topic} and the pay that comes with it',
            'Agree next steps and a date if the answer is not yet',
          ],
        },
      ],
    },
    {
      title: 'Grow into the new level',
      weight: 1,
      priority: 3,
      tasks: [
        {
          title: 'Start strong at the next level',
          microtasks: [
            'Write a 90-day plan for the new scope',
            'Ask your manager what a great first quarter looks like',
            'Hand over your old work cleanly',
          ],
        },
        {
          title: 'Keep the momentum',
          microtasks: [
            'Keep the brag document going',
            'Set your next career goal with your manager',
          ],
        },
      ],
    },
  ],
};
