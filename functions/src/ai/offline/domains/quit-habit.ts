import type { Domain } from '../domain.ts';

export const quitHabit: Domain = {
  id: 'quit-habit',
  cues: {
    quit: 2, stop: 2, 'give up': 2, 'cut down': 2, 'cut back': 2, less: 1, reduce: 1, smoking: 3, smoke: 2,
    cigarettes: 3, vaping: 3, vape: 3, alcohol: 2, drinking: 2, sober: 3, sobriety: 3, sugar: 1, caffeine: 2,
    'social media': 2, 'screen time': 2, doomscrolling: 3, 'nail biting': 3, 'bad habit': 3, addiction: 3,
    gambling: 3, 'junk food': 1, 'stop procrastinating': 1, 'break the habit': 3, nicotine: 3,
  },
  tone: 'strict',
  topics: ['(smoking|cigarettes|vaping|nicotine)', '(drinking|alcohol)', '(sugar|caffeine|coffee|junk food|soda)', '(social media|screen time|doomscrolling|gaming|gambling)', '(nail biting|snacking)'],
  topicArticle: '',
  fallbackTopic: '',
  milestones: [],
  phases: [
    {
      title: 'Understand your {topic} habit || Understand the habit you are breaking',
      weight: 1,
      priority: 1,
      tasks: [
        {
          title: 'Track the pattern',
          microtasks: [
            'Log every time for a week: when, where and how you felt',
            'Circle your top three triggers',
            'Note what the habit gives you: a break, comfort or energy',
            'Count what the habit costs you each month',
          ],
        },
        {
          title: 'Choose your approach',
          microtasks: [
            'Pick a quit date {deadline} || Pick a quit date within the next two weeks',
            'Decide whether to stop at once or cut down in steps',
            'Ask a doctor or pharmacist about support options',
          ],
        },
      ],
    },
    {
      title: 'Prepare for your quit date',
      weight: 1,
      priority: 2,
      tasks: [
        {
          title: 'Change your surroundings',
          microtasks: [
            'Remove {topic} triggers from home, bag and car || Remove the triggers from home, bag and car',
            'Stock up on replacements: gum, tea, a fidget, a walking route',
            'Log out of or delete the apps that feed the habit',
          ],
        },
        {
          title: 'Line up support',
          microtasks: [
            'Tell two people your quit date',
            'Join a support group, an app or a helpline',
            'Plan a reward for the first week',
          ],
        },
      ],
    },
    {
      title: 'Quit and get through the first weeks',
      weight: 2,
      priority: 1,
      milestones: true,
      tasks: [
        {
          title: 'Beat the cravings',
          microtasks: [
            'Wait 10 minutes when a craving hits; it passes',
            'Switch to your planned replacement',
            'Drink water, breathe slowly or walk around the block',
          ],
        },
        {
          title: 'Protect the high-risk moments',
          microtasks: [
            'Plan what you will do at each of your top three triggers',
            'Avoid or shorten high-risk situations for a while',
            'Have a short answer ready for when someone offers',
          ],
        },
        {
          title: 'Count the wins',
          microtasks: [
            'Mark each free day on your tracker',
            'Note the money saved and how you feel',
          ],
        },
      ],
    },
    {
      title: 'Stay free for good',
      weight: 3,
      priority: 1,
      tasks: [
        {
          title: 'Handle slips without giving up',
          microtasks: [
            'Treat a slip as information, not failure',
            'Write down what triggered it and adjust the plan',
            'Get straight back on track the next day',
          ],
        },
        {
          title: 'Fill the gap the habit left',
          microtasks: [
            'Put the money you save toward something you want',
            'Take up an activity for the time the habit used',
            'Celebrate 30, 60 and 90 days free',
          ],
        },
      ],
    },
    {
      title: 'Rebuild your routine without {topic} || Rebuild your routine without the habit',
      weight: 1,
      priority: 3,
      tasks: [
        {
          title: 'Redesign the trigger moments',
          microtasks: [
            'Give each old trigger a new routine',
            'Change one place or time linked to the habit',
            'Keep your replacement within reach for three months',
          ],
        },
        {
          title: 'Look after your energy',
          microtasks: [
            'Sleep and eat regularly to keep cravings down',
            'Move for 20 minutes a day to ease stress',
          ],
        },
      ],
    },
  ],
};
